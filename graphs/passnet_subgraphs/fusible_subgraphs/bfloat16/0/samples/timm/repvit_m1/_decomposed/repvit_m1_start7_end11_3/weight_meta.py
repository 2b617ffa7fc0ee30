class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.031839, 0.004551, 0.031521, 0.015170, 0.031155, 0.000150, -0.001356, 0.019149, -0.030043, -0.013505, 0.030064, -0.006426, 0.000585, 0.037746, 0.010414, -0.043003, 0.013100, 0.007690, -0.002774, -0.021161, -0.020702, 0.000415, -0.013158, -0.001315, -0.004323, 0.014724, 0.012963, 0.008931, -0.025654, -0.000420, -0.027941, 0.017671, -0.016610, -0.007607, -0.018298, -0.015880, -0.021531, 0.007472, -0.006590, -0.045300, 0.003850, 0.015579, -0.054605, 0.007201, 0.012801, 0.037523, -0.005055, -0.007256]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.991
	std = 0.292
	min_val = 0
	data = [0.756801, 0.701586, 0.930962, 1.122972, 1.116886, 1.309987, 0.871785, 1.144005, 0.581338, 1.028051, 1.044029, 0.937534, 0.971828, 0.995129, 1.424455, 0.556715, 0.553101, 1.093943, 0.639519, 0.697529, 1.475567, 0.792258, 1.100895, 1.293633, 1.372561, 0.636592, 1.025987, 1.244036, 0.513061, 1.316131, 0.704291, 0.702017, 1.443656, 0.605918, 1.465744, 0.918581, 0.840767, 1.468813, 1.131851, 0.637367, 0.690668, 0.915562, 1.341577, 0.779964, 1.241440, 1.326859, 1.256456, 0.836053]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.024
	data = [-0.002585, -0.001092, 0.008167, 0.022527, 0.038701, 0.020154, 0.020093, -0.008670, -0.024852, 0.025691, 0.004875, 0.010607, -0.000291, -0.044714, 0.029321, -0.024381, 0.012885, 0.078600, -0.002488, 0.005907, 0.007653, -0.010994, -0.019881, 0.026919, 0.038913, -0.025807, -0.046990, -0.041377, 0.018188, -0.013892, 0.039189, -0.022077, 0.010823, 0.030779, 0.021721, 0.024928, 0.002302, 0.032386, 0.009274, 0.026015, 0.017465, 0.001303, 0.015465, -0.019403, -0.017754, -0.006366, -0.006688, 0.009086]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.016
	data = [0.995321, 1.014146, 1.011601, 1.005366, 0.958821, 1.010680, 0.989292, 0.982727, 0.999530, 1.023433, 1.007974, 0.996026, 0.976881, 0.993667, 1.018806, 0.977061, 1.011176, 1.015835, 0.996306, 0.985365, 0.998387, 0.980399, 1.001210, 0.990221, 0.983725, 1.016400, 0.987337, 1.025895, 1.029257, 0.987591, 1.019768, 0.991356, 0.987536, 0.995675, 0.990227, 1.015739, 1.002152, 0.978570, 0.997667, 0.979661, 0.976040, 1.009569, 0.975410, 0.972599, 1.030871, 0.999336, 0.991627, 0.994888]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_c_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_token_mixer_modules_conv1_modules_c_parameters_weight_"
	shape = [48, 1, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.536
	data = [0.347062, 0.097334, 0.631323, -0.295144, 0.139314, 0.163756, -0.951357, 0.253789, -0.692133, 0.496357, -0.199199, 0.266461, -0.781664, 0.450536, 0.644485, 0.356996, 0.293341, -0.577653, 0.896548, 0.277595, -0.942180, -0.020004, 0.028433, 0.342140, 0.185668, 0.783568, -0.105631, -0.164700, -0.043983, 0.604765, -0.877168, 0.781139, -0.381101, 0.545079, -0.672849, -0.359986, 0.036762, -0.116289, -0.636384, -0.902322, -0.831772, 0.942436, 0.497413, -0.323776, 0.615230, -0.135312, -0.056364, -0.607419]


class Program_weight_tensor_meta_input_4:
	name = "in_5"
	original_name = "input_4"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.013
	std = 0.141


class Program_weight_tensor_meta_input_6:
	name = "in_6"
	original_name = "input_6"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 0.101
