class Program_weight_tensor_meta_L_self_modules_conv1_parameters_att_src_:
	name = "w_0"
	original_name = "L_self_modules_conv1_parameters_att_src_"
	shape = [1, 1, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.166


class Program_weight_tensor_meta_x_src:
	name = "in_0"
	original_name = "x_src"
	shape = [2708, 1, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.161
	std = 0.991
