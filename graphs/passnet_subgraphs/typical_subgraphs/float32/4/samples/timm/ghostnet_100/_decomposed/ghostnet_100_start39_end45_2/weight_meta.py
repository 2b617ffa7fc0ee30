class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_0_parameters_weight_"
	shape = [36, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.192


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_mean_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.022
	data = [-0.016426, -0.032747, -0.021942, -0.007940, -0.006863, 0.007925, 0.009099, 0.038385, -0.016258, -0.003292, 0.009596, -0.051097, 0.036369, -0.014558, -0.009234, -0.000494, 0.001993, 0.027817, 0.009483, -0.001761, -0.013279, 0.025577, 0.024268, -0.026478, -0.009157, -0.016223, -0.012707, 0.023529, 0.015078, 0.053955, -0.004656, -0.008725, -0.017637, 0.021106, -0.003309, 0.017236]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_buffers_running_var_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.980
	std = 0.268
	min_val = 0
	data = [1.064719, 0.937103, 0.914889, 1.160088, 0.641950, 1.296527, 1.231071, 1.060547, 1.274625, 0.641372, 1.439871, 0.874032, 0.712181, 1.004503, 1.017550, 1.111441, 0.935753, 1.131401, 1.110981, 0.928605, 0.670999, 0.533616, 1.431124, 0.732231, 0.884776, 1.253086, 0.702540, 0.717191, 1.060741, 1.014771, 1.474987, 0.505224, 0.982215, 0.649482, 1.417054, 0.758513]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_bias_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.007
	std = 0.019
	data = [-0.006608, -0.030825, -0.025354, -0.012956, 0.014029, -0.011112, -0.007634, -0.000885, -0.001088, -0.019138, 0.000067, -0.020837, -0.002274, -0.012280, 0.017060, 0.003102, -0.012603, 0.010965, 0.020855, 0.005076, -0.015234, -0.038291, -0.022435, -0.012071, -0.048379, -0.018341, 0.014037, -0.015122, 0.007527, 0.022559, 0.000438, 0.029875, -0.043852, -0.002181, -0.031379, 0.011162]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_cheap_operation_modules_1_parameters_weight_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.021
	data = [0.966902, 1.009865, 0.987699, 1.026237, 1.015765, 0.975341, 1.009088, 0.971268, 1.014233, 1.011092, 0.983849, 1.033603, 1.011953, 0.995222, 0.993080, 1.035402, 1.023235, 1.040556, 0.963857, 0.988859, 1.004553, 1.000735, 1.007360, 1.019518, 1.009948, 1.005370, 1.029538, 1.007096, 0.970159, 0.988634, 0.981445, 1.042320, 0.999875, 1.017904, 0.999846, 1.000903]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_0_parameters_weight_"
	shape = [36, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.117


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_mean_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.020
	data = [0.016016, 0.039526, -0.009773, 0.016920, -0.009993, 0.035736, -0.011435, -0.012736, 0.005335, -0.028463, 0.007204, -0.036895, 0.028236, -0.016132, -0.008200, -0.012113, -0.002049, -0.008655, 0.005095, -0.009960, -0.014046, 0.009089, 0.009813, 0.014414, 0.029606, -0.016784, 0.011057, -0.008811, -0.011146, 0.014504, 0.029115, 0.049455, -0.006596, -0.018144, 0.028390, 0.001666]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_buffers_running_var_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.984
	std = 0.323
	min_val = 0
	data = [0.518253, 1.140060, 1.208778, 1.443410, 1.192620, 0.572114, 0.899432, 1.459126, 0.793380, 1.357004, 1.151251, 1.311789, 1.312678, 0.726307, 1.206394, 1.098660, 0.629683, 1.497932, 1.174370, 0.559719, 0.750257, 1.062258, 0.570692, 0.652039, 1.045002, 0.615795, 0.953785, 1.482599, 0.709956, 1.217301, 0.582678, 0.992128, 1.437548, 0.631120, 0.550021, 0.927223]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_bias_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.022
	data = [-0.003541, 0.012481, -0.033778, 0.016352, -0.000669, -0.007135, -0.006605, 0.008128, -0.020757, -0.019174, 0.018363, 0.009776, -0.047203, -0.009765, -0.020705, 0.021133, -0.003724, -0.024749, 0.023678, -0.003909, 0.006058, 0.003985, -0.052258, 0.005514, 0.005424, -0.020885, 0.037572, 0.037087, -0.004089, 0.004220, 0.028775, 0.018601, 0.023793, -0.019270, -0.007333, 0.026749]


class Program_weight_tensor_meta_L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_blocks_modules_2_modules_0_modules_ghost1_modules_primary_conv_modules_1_parameters_weight_"
	shape = [36]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.020
	data = [0.989728, 0.988711, 0.981633, 0.985009, 0.998101, 1.022017, 1.026209, 0.994143, 0.984233, 0.996610, 0.956503, 1.014405, 1.005709, 1.004581, 1.025665, 0.972416, 1.010815, 0.981044, 1.004043, 0.992985, 0.989005, 1.016310, 1.040011, 0.991213, 0.978384, 0.972169, 0.992949, 1.031215, 1.015958, 0.988534, 1.004121, 1.004275, 1.013307, 0.954876, 0.979955, 0.972097]


class Program_weight_tensor_meta_x_10:
	name = "in_10"
	original_name = "x_10"
	shape = [32, 24, 64, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.060
