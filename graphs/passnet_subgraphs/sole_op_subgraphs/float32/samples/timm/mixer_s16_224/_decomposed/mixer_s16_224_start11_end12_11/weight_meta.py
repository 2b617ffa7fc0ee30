class Program_weight_tensor_meta_transpose_2:
	name = "in_0"
	original_name = "transpose_2"
	shape = [1, 196, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.684


class Program_weight_tensor_meta_x_1:
	name = "in_1"
	original_name = "x_1"
	shape = [1, 196, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.029
	std = 0.567
