class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_mean_"
	shape = [56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.023
	data = [0.029214, 0.011800, 0.041093, -0.006739, 0.028217, 0.004047, 0.018884, -0.029814, 0.019375, 0.013473, -0.009587, -0.025675, 0.028550, -0.012573, 0.026959, -0.013323, -0.002942, 0.015711, 0.003725, 0.009221, -0.024737, -0.023578, 0.012913, 0.024126, -0.002837, 0.001497, -0.026791, 0.017277, 0.019071, 0.012336, 0.022437, 0.016085, 0.017141, -0.001100, -0.004784, -0.018861, -0.007326, -0.004591, -0.007362, 0.016885, 0.004376, -0.024201, -0.047055, 0.010228, 0.007196, -0.029417, 0.038555, 0.039918, -0.047837, 0.003721, 0.010636, 0.016936, -0.033433, 0.041816, -0.035079, 0.033263]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_buffers_running_var_"
	shape = [56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.990
	std = 0.324
	min_val = 0
	data = [0.564923, 1.028296, 0.644851, 1.471870, 1.368902, 0.874400, 1.109797, 1.403513, 0.554349, 1.380757, 1.236380, 1.326293, 0.938642, 0.541753, 0.617288, 1.460811, 1.098697, 1.260900, 1.264585, 0.779614, 0.639612, 0.755652, 0.619327, 1.120956, 1.177718, 0.507165, 1.246754, 0.690459, 0.769262, 1.293316, 1.292597, 1.498955, 1.350679, 0.658552, 0.976739, 0.641556, 0.669355, 1.280558, 0.954372, 1.130584, 0.621848, 0.738563, 0.947514, 0.898027, 1.211111, 0.521594, 1.364514, 1.056975, 1.435283, 1.408285, 0.599665, 0.609361, 0.576544, 0.631283, 1.306088, 1.333989]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_bias_"
	shape = [56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.023
	data = [-0.010921, -0.012604, -0.012693, 0.019493, 0.004197, 0.000598, 0.034185, -0.014515, -0.015471, 0.011924, -0.025008, 0.022912, 0.014787, 0.025064, -0.008890, 0.016369, -0.016360, 0.007206, -0.032292, -0.049467, 0.000723, -0.006844, -0.007634, -0.001138, 0.016872, 0.013657, 0.067888, -0.033376, 0.010217, -0.005720, 0.006701, 0.023439, 0.025910, 0.017817, -0.009797, -0.023453, -0.013741, -0.046697, 0.001881, -0.004042, -0.020825, 0.032500, -0.012679, 0.035170, -0.011587, 0.010411, 0.021352, -0.031254, 0.036677, 0.007547, -0.043606, -0.002938, 0.014433, 0.006245, 0.006418, -0.031372]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_bn_parameters_weight_"
	shape = [56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.996
	std = 0.018
	data = [0.996086, 1.003219, 1.017338, 1.004584, 1.004658, 1.000728, 1.008141, 1.025033, 0.999435, 1.001027, 0.989697, 0.962233, 0.999912, 0.955535, 1.014800, 0.985678, 0.986809, 1.003772, 0.991725, 1.009508, 1.002054, 0.990340, 0.994784, 1.009526, 0.979392, 0.967526, 0.996128, 1.016183, 1.001750, 1.014073, 0.973135, 0.999593, 1.021218, 0.999681, 1.025513, 1.000189, 0.992611, 1.024364, 1.005101, 1.005480, 1.007285, 1.001763, 0.973862, 0.985873, 0.996716, 0.980571, 0.979383, 1.012946, 0.996188, 1.014333, 0.959996, 0.951807, 1.004388, 0.966023, 1.026188, 0.966774]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s2_modules_b1_modules_conv1_modules_conv_parameters_weight_"
	shape = [56, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.186


class Program_weight_tensor_meta_x_15:
	name = "in_5"
	original_name = "x_15"
	shape = [1, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.093
	std = 0.180
