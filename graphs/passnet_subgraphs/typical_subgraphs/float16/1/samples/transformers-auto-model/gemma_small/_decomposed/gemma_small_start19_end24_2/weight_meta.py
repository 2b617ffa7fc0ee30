class Program_weight_tensor_meta_float_2:
	name = "in_0"
	original_name = "float_2"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.452
