class Program_weight_tensor_meta_L_self_modules_layers_modules_3_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_3_parameters_weight_"
	shape = [16, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.110


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_4_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.028
	data = [0.035272, -0.009210, -0.056655, 0.001804, 0.009801, 0.000385, 0.042553, 0.016094, -0.019598, 0.033217, 0.012577, 0.008866, 0.039753, -0.013744, -0.041179, -0.016963]


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_4_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.041
	std = 0.235
	min_val = 0
	data = [1.279665, 1.148531, 1.038173, 0.795152, 1.447312, 0.675418, 0.977282, 0.908624, 0.971708, 0.648634, 1.015502, 1.027570, 1.148098, 1.223202, 1.440060, 0.914613]


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_4_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.025
	data = [-0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_4_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.018
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266]


class Program_weight_tensor_meta_input_3:
	name = "in_5"
	original_name = "input_3"
	shape = [2, 16, 112, 112]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.215
	std = 0.248
