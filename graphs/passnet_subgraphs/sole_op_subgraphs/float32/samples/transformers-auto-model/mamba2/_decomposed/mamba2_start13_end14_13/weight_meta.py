class Program_weight_tensor_meta_float_1:
	name = "in_0"
	original_name = "float_1"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 2.283
	std = 0.830
