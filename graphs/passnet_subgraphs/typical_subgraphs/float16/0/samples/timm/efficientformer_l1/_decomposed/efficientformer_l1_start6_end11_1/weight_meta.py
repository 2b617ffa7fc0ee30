class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_ls1_parameters_gamma_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_ls1_parameters_gamma_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.000
	data = [0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010]


class Program_weight_tensor_meta_input_6:
	name = "in_1"
	original_name = "input_6"
	shape = [2, 48, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.062
	std = 0.094
