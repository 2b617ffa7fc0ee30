class Program_weight_tensor_meta_view_1:
	name = "in_0"
	original_name = "view_1"
	shape = [64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_x_1:
	name = "in_1"
	original_name = "x_1"
	shape = [2, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.128


class Program_weight_tensor_meta_x_6:
	name = "in_2"
	original_name = "x_6"
	shape = [2, 64, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.040
