class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.022
	data = [0.007846, -0.018512, 0.021837, -0.006310, 0.024821, -0.032731, -0.001198, 0.015374, -0.022544, -0.007583, 0.032465, 0.057901, 0.001627, 0.004701, -0.022147, 0.019585, -0.003583, -0.003986, -0.010533, -0.015842, 0.034885, 0.029229, -0.048955, 0.012287, -0.004453, -0.000784, 0.006741, -0.025574, -0.027146, 0.038959, -0.026009, -0.006106, -0.019655, 0.004616, 0.012239, 0.009779, 0.025724, 0.018657, 0.020942, 0.001399, -0.008003, 0.008816, -0.044351, -0.020444, -0.018876, 0.002576, 0.020550, -0.001471]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.992
	std = 0.252
	min_val = 0
	data = [1.238616, 0.847554, 1.439468, 1.437162, 0.874514, 1.251263, 1.307819, 1.085415, 0.873459, 1.207707, 0.888391, 0.822261, 0.933660, 1.246172, 1.231608, 0.916380, 0.752603, 0.776459, 0.616981, 1.009397, 1.067992, 0.936434, 1.013919, 0.623506, 1.405431, 1.455281, 1.021729, 0.699293, 0.886473, 0.684931, 0.943779, 0.703600, 0.576007, 0.825900, 0.678920, 0.940655, 1.205720, 0.656786, 1.387019, 0.942400, 0.786969, 0.854893, 1.056988, 0.920891, 1.017343, 0.803810, 1.346750, 1.422245]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.014
	data = [-0.022460, 0.012419, -0.017528, -0.035480, -0.016208, -0.029519, 0.013340, 0.013376, -0.001504, 0.003286, 0.000550, 0.011626, 0.004700, 0.021433, -0.010457, -0.014426, -0.004116, -0.016175, 0.009293, 0.007830, -0.026812, 0.015193, 0.014576, -0.001335, 0.011118, -0.028152, 0.002213, 0.000704, -0.011291, 0.018318, 0.005980, 0.003542, -0.006878, 0.004582, 0.008732, 0.005404, -0.004004, 0.020368, -0.008339, -0.000616, -0.019692, 0.004048, 0.008313, -0.024074, -0.002666, -0.005868, 0.009298, 0.011525]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.024
	data = [0.012577, 0.020268, -0.015989, -0.002513, 0.013519, 0.017250, 0.035936, -0.030155, 0.001455, -0.045850, 0.010743, 0.013634, -0.029927, -0.019650, 0.014368, 0.008804, -0.011238, 0.013279, -0.042067, 0.017554, -0.004744, 0.031315, -0.022885, -0.053266, 0.042491, 0.027750, 0.016231, 0.003258, -0.013437, -0.033857, -0.021499, 0.017087, -0.011829, 0.008489, -0.024802, -0.001413, -0.001264, 0.011839, -0.008911, -0.024380, -0.031023, 0.009448, -0.054787, 0.000518, -0.003925, -0.015641, -0.042814, 0.006675]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_1_modules_channel_mixer_modules_conv2_modules_c_parameters_weight_"
	shape = [48, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.059


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.021
	data = [0.007945, 0.011539, 0.009984, 0.001050, 0.011117, -0.027384, 0.000936, -0.036916, -0.015338, -0.015244, -0.026626, 0.019163, 0.009071, -0.019271, 0.000604, 0.004587, 0.009444, -0.033272, 0.013386, -0.030556, 0.040202, -0.027159, -0.037834, -0.012496, -0.047945, -0.001775, -0.012704, -0.037614, -0.005070, -0.023405, 0.020277, 0.027594, -0.013819, -0.045815, 0.022727, 0.013377, 0.028888, 0.001744, -0.005468, 0.004047, -0.012506, 0.010061, -0.028672, 0.000273, -0.000286, 0.012541, -0.021640, -0.012790]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.988
	std = 0.285
	min_val = 0
	data = [0.961526, 1.209795, 1.093382, 1.037789, 0.575096, 1.397311, 0.553952, 0.624649, 0.602788, 0.811772, 1.031332, 0.764771, 1.120771, 1.094137, 1.128850, 0.755161, 0.603242, 0.694452, 1.222607, 1.410851, 0.854885, 0.970098, 0.937814, 1.142259, 1.377329, 1.496446, 1.025060, 1.312867, 0.736860, 0.870395, 0.831508, 0.701890, 1.085576, 0.804224, 0.959319, 0.768334, 1.267345, 0.569871, 1.476968, 0.653178, 1.133148, 0.769877, 1.465593, 1.318413, 0.920004, 1.385373, 0.575936, 1.309992]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.002338, 0.007456, -0.020422, 0.021589, 0.022938, -0.003466, 0.001274, -0.025398, -0.012423, -0.004762, 0.001784, 0.036015, -0.041253, 0.006443, -0.022781, 0.024836, -0.030373, 0.024010, -0.008903, 0.000994, -0.003472, 0.015340, 0.012360, 0.055798, 0.008651, 0.042609, 0.051000, 0.005985, -0.011675, 0.006510, 0.002665, 0.002498, -0.029919, 0.000365, 0.006912, 0.000624, 0.008008, 0.008515, 0.016790, 0.024779, 0.010478, -0.033167, 0.010967, -0.027966, -0.039528, 0.024650, -0.010912, -0.001388]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.018
	data = [0.998844, 1.023431, 0.969630, 1.000951, 0.999794, 1.028707, 1.005035, 1.014816, 0.978037, 1.003096, 0.972022, 1.000816, 0.977652, 1.014059, 0.986650, 1.002508, 1.008094, 0.986901, 1.001042, 1.006801, 0.995752, 1.031258, 0.981857, 0.968676, 1.000971, 1.019870, 1.042359, 0.996346, 0.984463, 1.035529, 0.989934, 1.001132, 0.989038, 0.986165, 0.986881, 1.013898, 0.990659, 0.996641, 1.015170, 1.023761, 0.987391, 0.998692, 1.012376, 1.040039, 1.005905, 1.010628, 0.989546, 1.001990]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_c_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stages_modules_1_modules_downsample_modules_pre_block_modules_token_mixer_modules_conv_modules_c_parameters_weight_"
	shape = [48, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.195


class Program_weight_tensor_meta_gelu_2:
	name = "in_10"
	original_name = "gelu_2"
	shape = [2, 96, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.035


class Program_weight_tensor_meta_x_2:
	name = "in_11"
	original_name = "x_2"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.110
