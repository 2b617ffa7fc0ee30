class Program_weight_tensor_meta_float_2:
	name = "in_0"
	original_name = "float_2"
	shape = [128, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.109
	std = 0.649
