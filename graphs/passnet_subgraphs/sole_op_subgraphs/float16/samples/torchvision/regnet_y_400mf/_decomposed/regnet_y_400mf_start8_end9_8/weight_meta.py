class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_b_modules_0_parameters_weight_"
	shape = [48, 8, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.068


class Program_weight_tensor_meta_input_8:
	name = "in_0"
	original_name = "input_8"
	shape = [1, 48, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.071
	std = 0.112
