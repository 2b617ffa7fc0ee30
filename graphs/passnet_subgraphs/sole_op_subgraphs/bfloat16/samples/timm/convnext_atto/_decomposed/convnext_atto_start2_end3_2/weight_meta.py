class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_1_parameters_bias_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746, -0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.016587, -0.028145, 0.032537, 0.003445, -0.032230, -0.009589, -0.002867, -0.006346, 0.011473, 0.019959, 0.010872, 0.001576, 0.017257, -0.000390, 0.019821, -0.015555]


class Program_weight_tensor_meta_L_self_modules_stem_modules_1_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_1_parameters_weight_"
	shape = [40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.022
	data = [1.004110, 0.990993, 0.988538, 0.988893, 1.011886, 1.030839, 1.010147, 0.988179, 0.973493, 1.003771, 0.998619, 0.990102, 0.970082, 0.996123, 1.008910, 1.026505, 1.030182, 1.041639, 1.034134, 1.047607, 0.977488, 0.993660, 0.978151, 0.998296, 1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464]


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [2, 56, 56, 40]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.081
