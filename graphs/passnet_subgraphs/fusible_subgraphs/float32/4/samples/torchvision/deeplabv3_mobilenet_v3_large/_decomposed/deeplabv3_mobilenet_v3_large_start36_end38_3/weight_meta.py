class Program_weight_tensor_meta_input_30:
	name = "in_0"
	original_name = "input_30"
	shape = [8, 72, 65, 65]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.017


class Program_weight_tensor_meta_scale_3:
	name = "in_1"
	original_name = "scale_3"
	shape = [8, 72, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.030
