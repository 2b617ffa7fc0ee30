class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.134
	data = [0.177966, 0.058219, -0.032377, -0.151789, -0.116686, 0.096639, 0.206694, -0.140116, -0.121391, -0.154107, 0.017230, -0.108020, 0.086224, -0.093701, -0.066713, 0.223136, -0.125831, -0.216042, 0.034479, -0.188833, -0.078728, -0.198349, -0.178878, 0.022402, 0.113562, -0.064397, -0.240569, -0.204302, -0.016413, 0.125146, -0.061559, 0.106970, 0.051189, 0.219019, 0.110516, 0.040180, -0.130679, -0.023277, 0.208163, 0.092160, -0.165535, 0.199145, 0.134351, -0.138061, 0.017647, 0.085497, 0.103446, -0.036201]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_weight_"
	shape = [48, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.149


class Program_weight_tensor_meta_x:
	name = "in_2"
	original_name = "x"
	shape = [4, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.017
	std = 0.206


class Program_weight_tensor_meta_x_se_2:
	name = "in_3"
	original_name = "x_se_2"
	shape = [4, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.020
	std = 0.033
