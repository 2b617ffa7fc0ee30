class Program_weight_tensor_meta_input_6:
	name = "in_0"
	original_name = "input_6"
	shape = [1, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_scale_4:
	name = "in_1"
	original_name = "scale_4"
	shape = [1, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.008
