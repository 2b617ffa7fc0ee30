class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_2_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_2_parameters_weight_"
	shape = [24, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.293


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.026
	data = [-0.017039, -0.005657, 0.002190, 0.005339, -0.004437, 0.069068, -0.029622, -0.011295, 0.032102, -0.018599, 0.022827, -0.012336, -0.006516, -0.015882, -0.010653, -0.028818, 0.002470, -0.017766, 0.020374, -0.006571, 0.046629, -0.045402, 0.032065, -0.010612]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.265
	min_val = 0
	data = [1.481139, 1.226311, 1.190226, 1.123518, 0.602857, 0.907183, 1.037567, 0.930726, 1.208817, 1.238832, 0.841427, 1.283347, 0.961780, 0.670543, 1.229774, 0.685137, 1.116828, 1.072845, 1.237090, 0.874513, 1.186584, 0.523520, 0.632331, 0.614204]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.025
	data = [0.007205, -0.026040, 0.006989, 0.005243, -0.001960, 0.005579, 0.000112, -0.005830, 0.028868, 0.003968, -0.022104, -0.040742, 0.042575, -0.004089, 0.009369, 0.024073, 0.006271, 0.031707, 0.017581, 0.055000, -0.010406, -0.045816, -0.019307, -0.037877]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.025
	data = [0.969627, 1.024010, 0.991097, 1.000994, 0.996528, 1.015340, 1.012360, 1.055798, 0.992905, 0.978726, 0.999939, 1.026020, 0.988743, 0.990152, 1.017404, 1.056293, 1.020560, 1.025731, 0.988170, 1.021058, 0.966967, 0.991134, 0.959896, 1.024653]


class Program_weight_tensor_meta_input_16:
	name = "in_5"
	original_name = "input_16"
	shape = [2, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.104


class Program_weight_tensor_meta_input_22:
	name = "in_6"
	original_name = "input_22"
	shape = [2, 144, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.010
	std = 0.016
