class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.017
	data = [0.015057, -0.004324, -0.024288, -0.033291, 0.000724, -0.012543, 0.010894, -0.011192, -0.014811, 0.013121, -0.012927, -0.000056, 0.001430, -0.025431, -0.008702, -0.003832, -0.001790, 0.013613, -0.031823, -0.012711, 0.003326, -0.018458, -0.009823, 0.004147, 0.004564, 0.005904, 0.007101, 0.020048, -0.021256, 0.022954, -0.016795, -0.009699, 0.011005, 0.035409, 0.024142, 0.021883, -0.021505, -0.009243, -0.005050, 0.012129, -0.041327, -0.013742, 0.022886, -0.017830, -0.002571, 0.006958, 0.005905, -0.012301]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.951
	std = 0.256
	min_val = 0
	data = [1.132655, 1.411230, 1.195152, 1.132393, 0.642343, 0.806915, 1.227205, 1.411973, 1.359274, 0.729292, 0.899950, 1.056063, 0.514417, 1.143832, 0.953702, 0.920632, 0.673444, 0.786661, 0.932487, 0.713712, 1.060035, 1.355125, 1.352582, 0.778487, 0.610474, 1.240216, 1.132683, 0.557039, 0.759422, 0.550229, 1.101154, 1.038342, 0.567210, 1.030436, 0.529634, 1.173098, 0.976195, 0.986655, 0.928086, 1.122862, 0.542691, 0.781604, 1.067955, 1.137935, 1.001312, 0.737626, 1.088169, 0.789422]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020
	data = [0.017760, -0.018496, 0.006482, -0.016379, 0.007248, 0.004442, 0.005581, -0.006303, -0.008021, 0.004314, 0.025708, -0.020772, -0.032679, 0.010749, 0.021652, -0.034209, -0.021682, -0.002575, -0.013622, -0.026198, 0.013205, -0.028241, 0.036692, 0.009124, 0.005500, 0.003986, 0.002182, -0.016860, 0.012103, 0.026353, 0.021420, -0.024434, 0.012577, 0.020268, -0.015989, -0.002513, 0.013519, 0.017250, 0.035936, -0.030155, 0.001455, -0.045850, 0.010743, 0.013634, -0.029927, -0.019650, 0.014368, 0.008804]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019
	data = [0.991453, 1.016286, 0.971758, 0.998005, 1.001499, 1.011806, 1.007971, 0.987282, 0.992923, 0.978020, 0.958913, 0.998387, 0.999989, 0.977091, 1.040122, 0.996459, 0.969707, 1.021499, 1.001015, 0.966885, 0.990770, 1.000762, 0.973519, 1.011096, 0.985545, 1.042442, 1.000999, 1.009043, 1.016291, 0.997212, 0.992647, 0.990853, 0.974109, 1.014024, 0.961805, 1.021076, 0.979054, 1.004502, 1.013597, 1.010577, 1.007084, 1.011610, 1.000738, 1.012460, 1.016795, 0.982360, 1.019301, 1.017377]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_conv_modules_conv_parameters_weight_"
	shape = [48, 1, 7, 7]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_layer_scale_parameters_gamma_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_layer_scale_parameters_gamma_"
	shape = [48, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.000
	data = [0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010, 0.000010]


class Program_weight_tensor_meta_input_3:
	name = "in_6"
	original_name = "input_3"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 0.067


class Program_weight_tensor_meta_sub:
	name = "in_7"
	original_name = "sub"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.072
