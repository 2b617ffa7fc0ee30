class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.018
	data = [0.034475, 0.001699, 0.000139, 0.011453, -0.038874, 0.023478, 0.007734, -0.010430, 0.006841, 0.013141, 0.014792, -0.013715, -0.023244, -0.013822, 0.028034, 0.003880, 0.014467, 0.031659, 0.006227, 0.029520, 0.025320, -0.005457, 0.010885, 0.005991, -0.000768, 0.003277, 0.011950, -0.007664, 0.014670, 0.004894, -0.017098, -0.027186, 0.024375, -0.009914, 0.000388, -0.012236, 0.020981, 0.002452, -0.035638, -0.008027, -0.010228, 0.028475, 0.017877, -0.005031, 0.010550, -0.003137, -0.016572, -0.030044]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.004
	std = 0.283
	min_val = 0
	data = [0.676126, 1.287716, 0.580069, 0.594585, 0.669248, 1.171247, 0.865806, 1.255235, 1.052347, 0.909227, 1.139766, 0.785355, 0.895583, 1.378722, 1.462205, 1.208949, 0.937782, 0.671913, 0.977251, 0.518522, 1.384327, 0.913811, 1.105123, 0.872967, 1.140972, 1.300385, 0.864920, 1.347442, 0.594006, 1.247168, 1.337997, 1.262387, 1.322841, 0.573164, 0.886576, 1.299613, 1.273707, 0.519877, 0.845969, 1.012212, 1.002545, 0.875950, 0.582857, 1.144085, 1.454695, 1.081310, 1.260013, 0.635593]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.019
	data = [-0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, -0.001280, 0.020769, 0.018136, -0.009510, -0.017415, 0.002895, 0.038057, 0.007808, -0.000787, -0.016029, -0.009911, -0.007230, 0.011702, -0.023120, -0.002867, -0.003895, -0.001711, 0.027890, 0.011938, -0.009657, -0.007322, -0.026541, 0.033906, 0.041310, -0.004679, 0.014146, 0.011601, 0.005366, -0.041179, 0.010680, -0.010708, -0.017273, -0.000470, 0.023433, 0.007974, -0.003974, -0.023119, -0.006333, 0.018806, -0.022939]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.016
	data = [0.988807, 1.010669, 1.008138, 1.007892, 1.003430, 1.017521, 0.994258, 1.020433, 0.998512, 0.978156, 1.007841, 1.011891, 1.013245, 0.975874, 1.012149, 0.989057, 1.023422, 1.001950, 1.019267, 1.016806, 0.974927, 1.019737, 0.990107, 0.974339, 1.019104, 1.025672, 0.986683, 1.011303, 1.005754, 0.999332, 0.978762, 0.997711, 0.993133, 1.031425, 1.003832, 1.007599, 0.997105, 1.012752, 0.994374, 0.973403, 0.997160, 0.989317, 0.989532, 1.017230, 0.982261, 1.016775, 1.023058, 0.964778]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_1_modules_conv_kxk_modules_0_modules_conv_parameters_weight_"
	shape = [48, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.007
	std = 0.189


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.022
	data = [0.000908, 0.000002, -0.003594, -0.001689, -0.054341, -0.007955, 0.030173, 0.008434, -0.000040, 0.012200, 0.022296, -0.007003, -0.008019, 0.024602, 0.004094, -0.019479, 0.008910, -0.037079, -0.006458, -0.031471, -0.020393, -0.030546, -0.005185, 0.004517, -0.013560, 0.018090, -0.001268, -0.001242, 0.047489, -0.038884, 0.006288, -0.012031, 0.003332, -0.016716, -0.018640, -0.019271, -0.021438, -0.026722, 0.020889, 0.043046, -0.008108, -0.039867, 0.012495, 0.003700, 0.044278, 0.016886, -0.029575, 0.000907]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.036
	std = 0.308
	min_val = 0
	data = [0.618355, 0.914500, 1.299900, 1.224931, 1.095714, 1.001554, 0.573946, 0.821309, 1.412477, 1.142006, 0.921109, 1.030948, 1.426786, 0.904192, 0.914355, 1.297426, 0.561694, 1.163251, 1.292699, 1.357853, 0.801001, 0.557543, 1.458088, 1.484589, 0.579813, 1.484124, 0.686288, 1.294838, 0.981564, 0.876309, 1.328717, 0.968767, 0.666442, 0.611172, 1.301355, 1.113281, 0.720434, 1.258116, 0.622983, 1.477211, 1.106929, 1.356910, 0.817561, 1.376642, 1.214314, 1.375088, 0.695677, 0.535574]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.005
	std = 0.022
	data = [0.012885, 0.078600, -0.002488, 0.005907, 0.007653, -0.010994, -0.019881, 0.026919, 0.038913, -0.025807, -0.046990, -0.041377, 0.018188, -0.013892, 0.039189, -0.022077, 0.010823, 0.030779, 0.021721, 0.024928, 0.002302, 0.032386, 0.009274, 0.026015, 0.017465, 0.001303, 0.015465, -0.019403, -0.017754, -0.006366, -0.006688, 0.009086, 0.009979, 0.017560, 0.007789, 0.029250, 0.009590, -0.010668, -0.000693, 0.013146, -0.006224, -0.011240, -0.009670, -0.025442, -0.003480, 0.011082, -0.003633, -0.004689]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_1_modules_conv_scale_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.019
	data = [1.011176, 1.015835, 0.996306, 0.985365, 0.998387, 0.980399, 1.001210, 0.990221, 0.983725, 1.016400, 0.987337, 1.025895, 1.029257, 0.987591, 1.019768, 0.991356, 0.987536, 0.995675, 0.990227, 1.015739, 1.002152, 0.978570, 0.997667, 0.979661, 0.976040, 1.009569, 0.975410, 0.972599, 1.030871, 0.999336, 0.991627, 0.994888, 0.997415, 0.998908, 1.008167, 1.022527, 1.038701, 1.020154, 1.020093, 0.991330, 0.975148, 1.025691, 1.004875, 1.010607, 0.999709, 0.955286, 1.029321, 0.975619]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_modules_conv_scale_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stem_modules_1_modules_conv_scale_modules_conv_parameters_weight_"
	shape = [48, 1, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.058
	std = 0.569
	data = [-0.328074, 0.335200, 0.278667, -0.583328, 0.096725, -0.759250, -0.293369, -0.392473, 0.876583, -0.900174, -0.590425, -0.978630, 0.252205, -0.769689, 0.323541, -0.694611, -0.640581, -0.510876, 0.150069, 0.918881, 0.936712, -0.075550, -0.979497, -0.330375, -0.381111, -0.212696, 0.382089, 0.503235, 0.443375, 0.285668, -0.404828, -0.010608, 0.127267, -0.510790, -0.089456, -0.124829, -0.944813, 0.677923, -0.101102, -0.864460, 0.791174, -0.538074, 0.354044, 0.991713, 0.046293, 0.287704, 0.397329, 0.755791]


class Program_weight_tensor_meta_out_1:
	name = "in_10"
	original_name = "out_1"
	shape = [2, 48, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.008
	std = 0.548
