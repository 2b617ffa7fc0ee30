class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_0_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_proj_modules_0_parameters_weight_"
	shape = [48, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.201


class Program_weight_tensor_meta_input_3:
	name = "in_0"
	original_name = "input_3"
	shape = [1, 32, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.107
	std = 0.136
