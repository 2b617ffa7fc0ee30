class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.022
	data = [-0.014241, 0.016565, 0.034131, -0.017954, 0.020467, -0.010753, -0.005547, -0.018178, 0.005895, 0.007028, 0.023237, -0.019071, -0.002779, -0.016215, 0.019302, -0.022302, 0.007543, 0.064168, 0.013225, -0.019190, -0.019065, 0.003591, -0.008280, -0.028547]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.928
	std = 0.289
	min_val = 0
	data = [0.930322, 0.791508, 0.941885, 1.250961, 1.082555, 0.518915, 0.603075, 1.393465, 0.856963, 0.604720, 0.953133, 1.248875, 0.562588, 0.999276, 0.514300, 1.081024, 1.470557, 0.966563, 0.594584, 1.132962, 0.553178, 1.061543, 0.879379, 1.286357]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.019
	data = [-0.015289, 0.004817, 0.003329, -0.044636, 0.027784, -0.010047, 0.033594, -0.020479, 0.029530, -0.005806, 0.010271, -0.004516, -0.012720, 0.022163, -0.000112, 0.029170, -0.015189, -0.001214, 0.017814, 0.009464, -0.010413, 0.020511, -0.011191, 0.008687]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.012
	std = 0.023
	data = [1.006441, 0.997969, 1.004120, 1.024336, 1.024718, 0.997996, 1.042728, 1.001401, 1.005884, 1.015946, 1.025284, 1.018710, 1.010909, 0.969252, 1.006249, 1.014801, 1.029004, 1.082030, 1.022364, 0.968663, 0.986021, 1.011488, 1.024761, 0.987189]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_"
	shape = [24, 32, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.004
	std = 0.290


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.023
	data = [0.029214, 0.011800, 0.041093, -0.006739, 0.028217, 0.004047, 0.018884, -0.029814, 0.019375, 0.013473, -0.009587, -0.025675, 0.028550, -0.012573, 0.026959, -0.013323, -0.002942, 0.015711, 0.003725, 0.009221, -0.024737, -0.023578, 0.012913, 0.024126, -0.002837, 0.001497, -0.026791, 0.017277, 0.019071, 0.012336, 0.022437, 0.016085, 0.017141, -0.001100, -0.004784, -0.018861, -0.007326, -0.004591, -0.007362, 0.016885, 0.004376, -0.024201, -0.047055, 0.010228, 0.007196, -0.029417, 0.038555, 0.039918, -0.047837, 0.003721, 0.010636, 0.016936, -0.033433, 0.041816, -0.035079, 0.033263]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.990
	std = 0.324
	min_val = 0
	data = [0.564923, 1.028296, 0.644851, 1.471870, 1.368902, 0.874400, 1.109797, 1.403513, 0.554349, 1.380757, 1.236380, 1.326293, 0.938642, 0.541753, 0.617288, 1.460811, 1.098697, 1.260900, 1.264585, 0.779614, 0.639612, 0.755652, 0.619327, 1.120956, 1.177718, 0.507165, 1.246754, 0.690459, 0.769262, 1.293316, 1.292597, 1.498955, 1.350679, 0.658552, 0.976739, 0.641556, 0.669355, 1.280558, 0.954372, 1.130584, 0.621848, 0.738563, 0.947514, 0.898027, 1.211111, 0.521594, 1.364514, 1.056975, 1.435283, 1.408285, 0.599665, 0.609361, 0.576544, 0.631283, 1.306088, 1.333989]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_bias_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.023
	data = [-0.010921, -0.012604, -0.012693, 0.019493, 0.004197, 0.000598, 0.034185, -0.014515, -0.015471, 0.011924, -0.025008, 0.022912, 0.014787, 0.025064, -0.008890, 0.016369, -0.016360, 0.007206, -0.032292, -0.049467, 0.000723, -0.006844, -0.007634, -0.001138, 0.016872, 0.013657, 0.067888, -0.033376, 0.010217, -0.005720, 0.006701, 0.023439, 0.025910, 0.017817, -0.009797, -0.023453, -0.013741, -0.046697, 0.001881, -0.004042, -0.020825, 0.032500, -0.012679, 0.035170, -0.011587, 0.010411, 0.021352, -0.031254, 0.036677, 0.007547, -0.043606, -0.002938, 0.014433, 0.006245, 0.006418, -0.031372]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_weight_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.996
	std = 0.018
	data = [0.996086, 1.003219, 1.017338, 1.004584, 1.004658, 1.000728, 1.008141, 1.025033, 0.999435, 1.001027, 0.989697, 0.962233, 0.999912, 0.955535, 1.014800, 0.985678, 0.986809, 1.003772, 0.991725, 1.009508, 1.002054, 0.990340, 0.994784, 1.009526, 0.979392, 0.967526, 0.996128, 1.016183, 1.001750, 1.014073, 0.973135, 0.999593, 1.021218, 0.999681, 1.025513, 1.000189, 0.992611, 1.024364, 1.005101, 1.005480, 1.007285, 1.001763, 0.973862, 0.985873, 0.996716, 0.980571, 0.979383, 1.012946, 0.996188, 1.014333, 0.959996, 0.951807, 1.004388, 0.966023, 1.026188, 0.966774]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_conv_parameters_weight_"
	shape = [56, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.007
	std = 0.186


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.022
	data = [0.003690, 0.036973, -0.015035, 0.011820, 0.015841, -0.001394, -0.000751, -0.022507, 0.000329, -0.014377, 0.024307, 0.005719, -0.035658, 0.041321, -0.015924, 0.021543, 0.032754, 0.009554, -0.013462, -0.016464, 0.010895, -0.032389, 0.021614, -0.018836, -0.019475, 0.043256, -0.034820, -0.027984, -0.031115, -0.003902, 0.036455, -0.007254, -0.013365, 0.037547, 0.012940, -0.034679, -0.019817, -0.026615, -0.010993, -0.021993, 0.009275, -0.038278, 0.001993, 0.015099, 0.007515, -0.025969, 0.017076, 0.021066, -0.023140, 0.002793, 0.006800, -0.027786, 0.008422, 0.005155, -0.007635, -0.002567]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_buffers_running_var_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.978
	std = 0.284
	min_val = 0
	data = [0.580305, 0.903827, 1.365195, 1.291466, 0.712812, 0.869736, 0.879319, 1.276793, 1.109936, 1.274287, 1.378644, 0.743515, 1.151113, 1.171237, 1.331169, 0.544576, 1.088210, 1.184835, 0.896568, 0.732628, 0.875361, 0.552060, 0.994105, 0.856234, 0.655675, 1.110778, 0.522819, 1.200807, 1.080794, 1.336672, 0.649736, 0.995725, 1.033019, 0.920156, 0.692358, 1.330024, 1.106366, 1.263301, 0.839233, 0.640711, 1.118354, 0.949679, 0.505284, 0.552028, 1.358205, 1.276689, 1.467488, 0.890338, 0.525785, 0.848693, 0.863557, 1.439248, 0.501965, 0.901616, 1.103446, 1.340181]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_bias_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [-0.024919, 0.049932, -0.014138, 0.023009, -0.010995, 0.016310, 0.040011, -0.008787, -0.008638, -0.009459, 0.006513, -0.019472, 0.015958, -0.011466, 0.004121, 0.004275, 0.019088, 0.014661, -0.029104, -0.040916, -0.003541, 0.012481, -0.033778, 0.016352, -0.007792, 0.025552, 0.010294, 0.006970, -0.020757, -0.019174, 0.018363, 0.009776, 0.019679, 0.019923, -0.023315, -0.011707, -0.003724, -0.024749, 0.023678, -0.003909, 0.006058, 0.003985, -0.052258, 0.005514, 0.005424, -0.020885, 0.037572, 0.037087, -0.004089, 0.004220, 0.028775, 0.018601, 0.023793, -0.019270, -0.007333, 0.026749]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_bn_parameters_weight_"
	shape = [56]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.005
	std = 0.021
	data = [1.021261, 1.014757, 0.995091, 0.993879, 1.038932, 1.040740, 1.020759, 1.006659, 1.006641, 0.996881, 0.973334, 0.970014, 1.017546, 0.990357, 0.996534, 0.997902, 0.999810, 0.983374, 0.988874, 1.041411, 1.014201, 0.997071, 0.985065, 1.014517, 1.008069, 1.004687, 1.003466, 1.034483, 0.991821, 1.015655, 0.969583, 0.993706, 0.979088, 1.014019, 1.042198, 0.977522, 1.015214, 0.947291, 1.010865, 0.997857, 1.010815, 0.981044, 1.004043, 0.992985, 1.010900, 1.030824, 1.012005, 0.993240, 1.008093, 1.017863, 0.970918, 1.023750, 0.994010, 1.045926, 1.006611, 1.043495]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv2_modules_conv_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_s2_modules_b1_modules_conv2_modules_conv_parameters_weight_"
	shape = [56, 8, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.167


class Program_weight_tensor_meta_x_11:
	name = "in_15"
	original_name = "x_11"
	shape = [4, 24, 56, 56]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.021


class Program_weight_tensor_meta_x_2:
	name = "in_16"
	original_name = "x_2"
	shape = [4, 32, 112, 112]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.091
	std = 0.132
