class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_buffers_running_var_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.022
	std = 0.296
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_parameters_bias_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_bn_parameters_weight_"
	shape = [96]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.007
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_channel_mixer_modules_conv1_modules_c_parameters_weight_"
	shape = [96, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.012
	std = 0.072
	data = [0.009935, -0.080869, 0.105591, 0.134045, 0.102122, 0.059501, -0.080986, -0.070042, -0.026502, 0.080479, -0.011945, -0.016658, 0.036897, 0.054093, -0.027375, -0.083017]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc1_parameters_weight_"
	shape = [16, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.085


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.134
	data = [0.177966, 0.058219, -0.032377, -0.151789, -0.116686, 0.096639, 0.206694, -0.140116, -0.121391, -0.154107, 0.017230, -0.108020, 0.086224, -0.093701, -0.066713, 0.223136, -0.125831, -0.216042, 0.034479, -0.188833, -0.078728, -0.198349, -0.178878, 0.022402, 0.113562, -0.064397, -0.240569, -0.204302, -0.016413, 0.125146, -0.061559, 0.106970, 0.051189, 0.219019, 0.110516, 0.040180, -0.130679, -0.023277, 0.208163, 0.092160, -0.165535, 0.199145, 0.134351, -0.138061, 0.017647, 0.085497, 0.103446, -0.036201]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_se_modules_fc2_parameters_weight_"
	shape = [48, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.149


class Program_weight_tensor_meta_x:
	name = "in_9"
	original_name = "x"
	shape = [2, 48, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.017
	std = 0.206
