class Program_weight_tensor_meta_input_6:
	name = "in_0"
	original_name = "input_6"
	shape = [32, 16, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.040
	std = 0.052


class Program_weight_tensor_meta_scale_3:
	name = "in_1"
	original_name = "scale_3"
	shape = [32, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.071
