class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_0_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.114


class Program_weight_tensor_meta_x_3:
	name = "in_1"
	original_name = "x_3"
	shape = [4, 48, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.027
	std = 0.041
