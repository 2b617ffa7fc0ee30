class Program_weight_tensor_meta_conv2d_64:
	name = "in_0"
	original_name = "conv2d_64"
	shape = [1, 21, 65, 65]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.024
	std = 0.091


class Program_weight_tensor_meta_conv2d_65:
	name = "in_1"
	original_name = "conv2d_65"
	shape = [1, 21, 65, 65]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.019
	std = 0.049
