class Program_weight_tensor_meta_sigmoid:
	name = "in_0"
	original_name = "sigmoid"
	shape = [1, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.504
	std = 0.038


class Program_weight_tensor_meta_x_8:
	name = "in_1"
	original_name = "x_8"
	shape = [1, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.096
	std = 0.151
