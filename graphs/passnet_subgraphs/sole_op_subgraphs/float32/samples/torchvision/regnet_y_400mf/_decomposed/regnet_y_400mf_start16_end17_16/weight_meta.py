class Program_weight_tensor_meta_input_11:
	name = "in_0"
	original_name = "input_11"
	shape = [1, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.027
	std = 0.040


class Program_weight_tensor_meta_scale_4:
	name = "in_1"
	original_name = "scale_4"
	shape = [1, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.496
	std = 0.046
