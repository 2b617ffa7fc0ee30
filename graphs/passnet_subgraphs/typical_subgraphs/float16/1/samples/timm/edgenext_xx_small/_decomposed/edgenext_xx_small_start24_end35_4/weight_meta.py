class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.022
	data = [-0.020318, -0.030591, -0.024359, 0.017366, -0.007700, 0.001928, -0.006365, 0.037021, -0.002958, -0.021599, -0.002793, -0.025149, 0.030870, 0.019372, -0.031104, 0.015977, 0.023792, -0.003590, -0.036465, -0.001027, -0.032722, -0.050211, -0.024765, -0.018592, -0.001171, 0.015458, 0.009379, 0.005198, 0.015152, -0.040836, -0.011048, 0.012540, -0.000078, 0.023688, 0.015114, 0.025685, 0.010691, 0.006805, 0.002350, 0.017969, 0.000240, 0.005952, 0.017399, -0.005020, -0.040038, -0.058042, -0.013280, 0.013537]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_conv_dw_parameters_weight_"
	shape = [48, 1, 5, 5]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [192]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [192, 48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.021
	data = [-0.012449, -0.007126, 0.039264, 0.004684, -0.009533, -0.002938, 0.005657, -0.008667, 0.035694, 0.003866, 0.006494, 0.000850, -0.025805, 0.011951, 0.015967, 0.025205, 0.005462, -0.007173, 0.034431, 0.033457, 0.025859, -0.013201, 0.021152, 0.008128, 0.006832, -0.005754, -0.009939, 0.001725, 0.000456, -0.005620, -0.020754, 0.022918, 0.000937, 0.036403, 0.029141, 0.003560, -0.045076, 0.037307, -0.010773, 0.003482, -0.027433, -0.014161, 0.000464, -0.027147, 0.058237, 0.002439, -0.009026, 0.024793]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_0_modules_norm_parameters_weight_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [1.023767, 0.949162, 0.992942, 0.971691, 1.024624, 1.039021, 1.015755, 1.016609, 1.008854, 1.010278, 0.987755, 0.961064, 0.986139, 0.997872, 0.995410, 0.972195, 0.965849, 0.984481, 1.009045, 0.992811, 1.020067, 1.009417, 0.993787, 0.972702, 0.981036, 0.985283, 0.996368, 0.984180, 1.008169, 1.010964, 0.967007, 0.987542, 1.023870, 0.999605, 1.005606, 1.036220, 1.036773, 1.003284, 1.028720, 1.003340, 0.977201, 0.999403, 0.999802, 1.001595, 1.004332, 0.994683, 0.989438, 0.990962]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.027
	data = [-0.036191, 0.013851, 0.023964, 0.026334, -0.006966, 0.024150, -0.012957, 0.010530, 0.011852, -0.003378, -0.045726, 0.004023, -0.006608, -0.030825, -0.025354, -0.012956, 0.069508, 0.013066, 0.059872, 0.000327, -0.001088, -0.019138, 0.000067, -0.020837]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_0_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.021
	data = [1.006058, 1.003985, 0.947742, 1.005514, 1.005424, 0.979115, 1.037572, 1.037087, 0.998032, 1.009709, 1.014151, 1.000861, 0.991211, 0.986478, 1.034778, 0.981154, 0.978707, 0.995406, 0.974872, 1.011140, 1.003152, 1.020541, 1.024586, 0.999976]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018
	data = [-0.009334, -0.006399, 0.014037, 0.009885, -0.012603, 0.010965, 0.020855, 0.005076, -0.053346, 0.027583, -0.010388, 0.013456, -0.000113, -0.003604, -0.000368, 0.019962, -0.008714, 0.022056, -0.015379, -0.002580, 0.028398, -0.006592, 0.003594, -0.019771, 0.025210, -0.012984, 0.003226, -0.017620, -0.000865, 0.009421, -0.026189, 0.024843, -0.020067, -0.008109, 0.020452, -0.005094, -0.025507, -0.007441, -0.017948, -0.013741, -0.006540, 0.019066, 0.011458, -0.016498, -0.010844, 0.023019, 0.032191, -0.014773]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_1_parameters_weight_"
	shape = [48, 24, 2, 2]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.018


class Program_weight_tensor_meta_x_13:
	name = "in_10"
	original_name = "x_13"
	shape = [4, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 1.001


class Program_weight_tensor_meta_x_22:
	name = "in_11"
	original_name = "x_22"
	shape = [4, 56, 56, 24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.000
