class Program_weight_tensor_meta_L_input_ids_:
	name = "in_0"
	original_name = "L_input_ids_"
	shape = [2, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 12
	max_val = 999
