class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.022
	data = [0.003690, 0.036973, -0.015035, 0.011820, 0.015841, -0.001394, -0.000751, -0.022507, 0.000329, -0.014377, 0.024307, 0.005719, -0.035658, 0.041321, -0.015924, 0.021543, 0.032754, 0.009554, -0.013462, -0.016464, 0.010895, -0.032389, 0.021614, -0.018836, -0.019475, 0.043256, -0.034820, -0.027984, -0.031115, -0.003902, 0.036455, -0.007254, -0.013365, 0.037547, 0.012940, -0.034679, -0.019817, -0.026615, -0.010993, -0.021993, 0.009275, -0.038278, 0.001993, 0.015099, 0.007515, -0.025969, 0.017076, 0.021066, -0.023140, 0.002793, 0.006800, -0.027786, 0.008422, 0.005155, -0.007635, -0.002567]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_var_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.978
	std = 0.284
	min_val = 0
	data = [0.580305, 0.903827, 1.365195, 1.291466, 0.712812, 0.869736, 0.879319, 1.276793, 1.109936, 1.274287, 1.378644, 0.743515, 1.151113, 1.171237, 1.331169, 0.544576, 1.088210, 1.184835, 0.896568, 0.732628, 0.875361, 0.552060, 0.994105, 0.856234, 0.655675, 1.110778, 0.522819, 1.200807, 1.080794, 1.336672, 0.649736, 0.995725, 1.033019, 0.920156, 0.692358, 1.330024, 1.106366, 1.263301, 0.839233, 0.640711, 1.118354, 0.949679, 0.505284, 0.552028, 1.358205, 1.276689, 1.467488, 0.890338, 0.525785, 0.848693, 0.863557, 1.439248, 0.501965, 0.901616, 1.103446, 1.340181]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_bias_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [-0.024919, 0.049932, -0.014138, 0.023009, -0.010995, 0.016310, 0.040011, -0.008787, -0.008638, -0.009459, 0.006513, -0.019472, 0.015958, -0.011466, 0.004121, 0.004275, 0.019088, 0.014661, -0.029104, -0.040916, -0.003541, 0.012481, -0.033778, 0.016352, -0.007792, 0.025552, 0.010294, 0.006970, -0.020757, -0.019174, 0.018363, 0.009776, 0.019679, 0.019923, -0.023315, -0.011707, -0.003724, -0.024749, 0.023678, -0.003909, 0.006058, 0.003985, -0.052258, 0.005514, 0.005424, -0.020885, 0.037572, 0.037087, -0.004089, 0.004220, 0.028775, 0.018601, 0.023793, -0.019270, -0.007333, 0.026749]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_weight_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.005
	std = 0.021
	data = [1.021261, 1.014757, 0.995091, 0.993879, 1.038932, 1.040740, 1.020759, 1.006659, 1.006641, 0.996881, 0.973334, 0.970014, 1.017546, 0.990357, 0.996534, 0.997902, 0.999810, 0.983374, 0.988874, 1.041411, 1.014201, 0.997071, 0.985065, 1.014517, 1.008069, 1.004687, 1.003466, 1.034483, 0.991821, 1.015655, 0.969583, 0.993706, 0.979088, 1.014019, 1.042198, 0.977522, 1.015214, 0.947291, 1.010865, 0.997857, 1.010815, 0.981044, 1.004043, 0.992985, 1.010900, 1.030824, 1.012005, 0.993240, 1.008093, 1.017863, 0.970918, 1.023750, 0.994010, 1.045926, 1.006611, 1.043495]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_conv_parameters_weight_"
	shape = [56, 8, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.167


class Program_weight_tensor_meta_x_18:
	name = "in_5"
	original_name = "x_18"
	shape = [1, 56, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.085
	std = 0.122
