class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_0_parameters_weight_"
	shape = [24, 8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.294


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020
	data = [0.013439, -0.025824, 0.012520, 0.005969, 0.041984, -0.033384, -0.011821, -0.004864, -0.000642, -0.011968, -0.020255, -0.022988, 0.011575, 0.007524, 0.009694, -0.019022, -0.007518, 0.026858, -0.002387, 0.034911, -0.009304, 0.026185, -0.029231, -0.007578]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.067
	std = 0.250
	min_val = 0
	data = [1.111216, 0.904556, 0.735337, 1.481670, 1.160941, 1.440609, 1.220511, 1.270627, 0.961117, 0.594722, 1.107638, 1.108887, 0.745529, 1.412482, 1.107388, 0.714471, 1.253241, 1.426145, 0.991300, 0.815646, 0.983823, 1.236562, 0.959161, 0.860069]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.019
	data = [0.022807, -0.001798, 0.014596, -0.036906, -0.000500, 0.027388, 0.053140, 0.019702, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.020
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 0.985970, 1.020734, 0.987927, 0.974425, 1.001859, 0.986678, 1.012161, 0.985400, 1.027501, 1.013193, 1.009531, 0.979674, 1.003607, 1.002167, 0.984904, 1.004886]


class Program_weight_tensor_meta_input_8:
	name = "in_5"
	original_name = "input_8"
	shape = [2, 8, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.036
	std = 0.186
