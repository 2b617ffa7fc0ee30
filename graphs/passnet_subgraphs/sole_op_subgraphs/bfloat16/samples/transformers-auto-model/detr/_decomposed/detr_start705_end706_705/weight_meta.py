class Program_weight_tensor_meta_float_1:
	name = "in_0"
	original_name = "float_1"
	shape = [1, 1, 640, 640]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.000
