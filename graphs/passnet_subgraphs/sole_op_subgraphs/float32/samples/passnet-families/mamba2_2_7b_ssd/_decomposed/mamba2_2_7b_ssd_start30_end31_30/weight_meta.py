class Program_weight_tensor_meta_float_2:
	name = "in_0"
	original_name = "float_2"
	shape = [80]
	dtype = "torch.float32"
	device = "cpu"
	mean = 2.124
	std = 0.484
