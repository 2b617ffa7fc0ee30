class Program_weight_tensor_meta_batch_norm_5:
	name = "in_0"
	original_name = "batch_norm_5"
	shape = [784, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_x:
	name = "in_1"
	original_name = "x"
	shape = [4, 196, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.029


class Program_weight_tensor_meta_x_3:
	name = "in_2"
	original_name = "x_3"
	shape = [4, 196, 128]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.009
