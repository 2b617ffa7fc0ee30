class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.014
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_0_modules_0_modules_se_modules_conv_expand_parameters_weight_"
	shape = [32, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.019
	std = 0.240


class Program_weight_tensor_meta_x_5:
	name = "in_2"
	original_name = "x_5"
	shape = [2, 32, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.018
	std = 0.095


class Program_weight_tensor_meta_x_se_2:
	name = "in_3"
	original_name = "x_se_2"
	shape = [2, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.192
	std = 0.201
	data = [0.176477, 0.577549, 0.173627, 0.387961, 0.172626, -0.093543, 0.136739, 0.013490, 0.175451, 0.573446, 0.172174, 0.384560, 0.169223, -0.092848, 0.135828, 0.013054]
