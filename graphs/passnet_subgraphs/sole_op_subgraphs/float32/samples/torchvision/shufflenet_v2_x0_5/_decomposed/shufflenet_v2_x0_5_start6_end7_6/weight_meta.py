class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_2_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_2_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.122


class Program_weight_tensor_meta_input_5:
	name = "in_0"
	original_name = "input_5"
	shape = [1, 24, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.014
	std = 0.090
