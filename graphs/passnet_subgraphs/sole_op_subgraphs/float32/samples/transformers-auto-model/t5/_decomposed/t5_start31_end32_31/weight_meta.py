class Program_weight_tensor_meta_float_1:
	name = "in_0"
	original_name = "float_1"
	shape = [16, 16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 5.312
	std = 3.786
