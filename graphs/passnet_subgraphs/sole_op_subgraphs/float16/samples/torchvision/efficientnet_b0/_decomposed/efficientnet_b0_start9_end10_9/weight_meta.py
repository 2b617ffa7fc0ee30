class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc2_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc2_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.014
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc2_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_features_modules_1_modules_0_modules_block_modules_1_modules_fc2_parameters_weight_"
	shape = [32, 8, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.026
	std = 0.255


class Program_weight_tensor_meta_scale_2:
	name = "in_0"
	original_name = "scale_2"
	shape = [1, 8, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.011
	std = 0.035
