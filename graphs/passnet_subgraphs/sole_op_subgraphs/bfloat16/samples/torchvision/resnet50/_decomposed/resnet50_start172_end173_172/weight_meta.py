class Program_weight_tensor_meta_out_159:
	name = "in_0"
	original_name = "out_159"
	shape = [1, 2048, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 44.837
	std = 53.878
