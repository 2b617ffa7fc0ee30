class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_0_parameters_weight_"
	shape = [48, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.207


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.021
	data = [0.015645, 0.011728, 0.018872, 0.007970, 0.032494, 0.039260, -0.004718, 0.001945, -0.019319, -0.010797, 0.029276, 0.014904, -0.035351, 0.026070, -0.003020, -0.018593, 0.011738, -0.012738, -0.014337, -0.016792, 0.010569, 0.010314, 0.022991, -0.026821, 0.035692, 0.025708, 0.022977, -0.034677, 0.006476, -0.004977, 0.002135, -0.004877, -0.001115, 0.032299, 0.013820, 0.016422, -0.021515, -0.041699, -0.027522, -0.017829, -0.000548, 0.004632, 0.023268, 0.023901, 0.011540, 0.036915, -0.018311, 0.032365]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.285
	min_val = 0
	data = [1.165905, 1.456766, 1.085477, 0.590491, 1.183023, 1.063037, 0.821719, 0.591746, 1.056372, 0.733072, 0.633179, 0.564070, 1.191243, 1.036973, 1.428641, 0.980044, 1.068656, 0.991374, 0.720964, 0.715908, 0.827876, 1.166795, 1.302972, 1.398163, 0.837338, 0.606724, 0.696307, 0.560417, 1.496416, 1.343646, 1.318876, 1.001579, 1.397427, 1.082928, 1.032002, 1.239554, 0.877980, 0.854053, 0.630697, 1.417246, 1.131889, 0.702748, 0.567186, 1.138215, 0.883095, 1.437092, 1.213684, 0.887666]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.022
	data = [0.012885, 0.078600, -0.002488, 0.005907, 0.007653, -0.010994, -0.019881, 0.026919, 0.038913, -0.025807, -0.046990, -0.041377, 0.018188, -0.013892, 0.039189, -0.022077, 0.010823, 0.030779, 0.021721, 0.024928, 0.002302, 0.032386, 0.009274, 0.026015, 0.017465, 0.001303, 0.015465, -0.019403, -0.017754, -0.006366, -0.006688, 0.009086, 0.009979, 0.017560, 0.007789, 0.029250, 0.009590, -0.010668, -0.000693, 0.013146, -0.006224, -0.011240, -0.009670, -0.025442, -0.003480, 0.011082, -0.003633, -0.004689]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019
	data = [1.011176, 1.015835, 0.996306, 0.985365, 0.998387, 0.980399, 1.001210, 0.990221, 0.983725, 1.016400, 0.987337, 1.025895, 1.029257, 0.987591, 1.019768, 0.991356, 0.987536, 0.995675, 0.990227, 1.015739, 1.002152, 0.978570, 0.997667, 0.979661, 0.976040, 1.009569, 0.975410, 0.972599, 1.030871, 0.999336, 0.991627, 0.994888, 0.997415, 0.998908, 1.008167, 1.022527, 1.038701, 1.020154, 1.020093, 0.991330, 0.975148, 1.025691, 1.004875, 1.010607, 0.999709, 0.955286, 1.029321, 0.975619]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_3_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_3_parameters_weight_"
	shape = [48, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.069


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021
	data = [0.030140, 0.017288, -0.011887, -0.010369, -0.017065, 0.008054, -0.011219, 0.015184, -0.025828, -0.005584, -0.014587, 0.000407, -0.022780, 0.017258, 0.018491, 0.005085, 0.014943, 0.007529, 0.021179, -0.015173, 0.023604, 0.014182, -0.005231, -0.003153, 0.018484, 0.007481, -0.003926, 0.026288, 0.036662, -0.015793, -0.021417, -0.030316, -0.013447, 0.018148, -0.019462, -0.000971, -0.006209, 0.012759, 0.007326, -0.015217, -0.026647, -0.039776, -0.037439, 0.014354, -0.058211, 0.021772, -0.033510, -0.008954]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.953
	std = 0.259
	min_val = 0
	data = [0.534202, 0.943922, 0.763099, 0.615979, 1.186572, 1.255083, 0.646886, 1.103788, 1.305513, 0.849083, 0.842083, 1.156365, 1.215958, 0.938803, 0.739421, 1.017086, 0.836087, 0.606702, 0.654041, 0.624493, 0.708747, 0.705483, 0.728714, 0.701005, 1.465884, 1.400934, 1.460382, 1.273178, 0.995085, 0.814732, 0.958414, 0.651495, 1.038288, 1.089023, 0.565457, 1.014375, 0.692832, 0.884998, 1.184808, 1.224775, 1.124874, 0.793359, 1.229278, 0.892468, 1.209487, 1.351834, 0.984698, 0.786284]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.023
	data = [0.045115, 0.024576, -0.009709, 0.009071, 0.027029, 0.008679, -0.010265, -0.003721, 0.005513, 0.002194, 0.007188, -0.015075, 0.004588, -0.005089, 0.031600, -0.004887, -0.023982, -0.000514, 0.036047, -0.021193, 0.068057, -0.011373, -0.009510, 0.034863, -0.004088, -0.006328, 0.025875, 0.026905, 0.003879, 0.031433, -0.007655, 0.027902, 0.006855, -0.032090, -0.011746, 0.012008, 0.008756, -0.001929, 0.006605, -0.003750, -0.028541, 0.011851, -0.023164, 0.000715, 0.004320, -0.018322, 0.031197, -0.063074]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_4_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.007
	std = 0.024
	data = [1.005884, 1.015946, 1.025284, 1.018710, 1.010909, 0.969252, 1.006249, 1.014801, 1.029004, 1.082030, 1.022364, 0.968663, 0.986021, 1.011488, 1.024761, 0.987189, 0.984711, 1.004817, 1.003329, 0.955364, 1.027784, 0.989953, 1.033594, 0.979521, 1.033718, 0.975646, 1.015299, 1.023942, 0.985744, 0.998689, 1.044099, 1.035703, 0.999763, 1.019593, 0.978679, 1.035439, 0.994415, 0.994462, 1.014979, 0.987131, 0.980965, 1.005430, 1.013432, 1.037000, 1.023819, 0.988203, 1.019294, 0.969813]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_6_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_6_parameters_weight_"
	shape = [16, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.366


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.019
	data = [0.010683, 0.009319, 0.000526, -0.014662, 0.032023, -0.036681, 0.000338, -0.016363, 0.029804, -0.017384, -0.011948, -0.016613, -0.020905, -0.009761, 0.002796, 0.010469]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.068
	std = 0.298
	min_val = 0
	data = [0.797343, 1.226022, 0.591694, 0.935783, 0.759898, 0.844611, 1.446918, 1.431401, 0.638370, 1.082107, 1.002791, 1.471564, 1.360916, 0.983082, 1.421071, 1.089909]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.022
	data = [0.007285, 0.001763, -0.026138, -0.014127, -0.003284, -0.019429, -0.020617, 0.012946, -0.003812, 0.014333, -0.040004, -0.048193, 0.004388, -0.033977, 0.026188, -0.033226]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_layers_modules_8_modules_1_modules_layers_modules_7_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.020
	data = [0.988778, 0.991394, 0.993335, 0.969072, 0.999706, 1.024502, 1.031873, 0.967370, 0.998862, 1.012593, 1.005423, 0.986280, 0.978164, 1.033593, 0.982384, 1.011601]


class Program_weight_tensor_meta_input_16:
	name = "in_15"
	original_name = "input_16"
	shape = [2, 16, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.014
	std = 0.070
