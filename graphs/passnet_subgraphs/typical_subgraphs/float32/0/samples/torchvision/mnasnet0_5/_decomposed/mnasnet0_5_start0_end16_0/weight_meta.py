class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.010
	std = 0.120


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_1_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.006
	std = 0.023
	data = [0.028831, 0.005092, -0.026888, 0.014775, -0.015128, 0.044631, 0.001435, -0.027339, -0.032396, -0.024908, -0.022000, -0.005329, 0.000093, -0.035860, -0.010527, 0.001764]


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_1_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.945
	std = 0.287
	min_val = 0
	data = [0.922775, 1.026673, 1.481208, 1.163309, 0.742705, 0.529623, 0.645622, 0.592504, 1.287818, 0.857185, 1.280593, 1.063915, 0.592704, 0.825939, 1.208344, 0.891566]


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_layers_modules_1_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_layers_modules_1_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_layers_modules_3_parameters_weight_"
	shape = [16, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.110


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_layers_modules_4_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.028
	data = [0.035272, -0.009210, -0.056655, 0.001804, 0.009801, 0.000385, 0.042553, 0.016094, -0.019598, 0.033217, 0.012577, 0.008866, 0.039753, -0.013744, -0.041179, -0.016963]


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_layers_modules_4_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.041
	std = 0.235
	min_val = 0
	data = [1.279665, 1.148531, 1.038173, 0.795152, 1.447312, 0.675418, 0.977282, 0.908624, 0.971708, 0.648634, 1.015502, 1.027570, 1.148098, 1.223202, 1.440060, 0.914613]


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_layers_modules_4_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.006
	std = 0.025
	data = [-0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_layers_modules_4_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.018
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266]


class Program_weight_tensor_meta_L_self_modules_layers_modules_6_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_layers_modules_6_parameters_weight_"
	shape = [8, 16, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.526


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_layers_modules_7_buffers_running_mean_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.013
	std = 0.016
	data = [0.005870, -0.012540, -0.008778, -0.003921, -0.027253, -0.046855, -0.006460, -0.006965]


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_layers_modules_7_buffers_running_var_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.878
	std = 0.270
	min_val = 0
	data = [0.689039, 0.798478, 1.319456, 1.264721, 0.747706, 0.903452, 0.632809, 0.667440]


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_layers_modules_7_parameters_bias_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.010
	data = [-0.000808, 0.005762, -0.000151, -0.018290, -0.021772, -0.005332, 0.003788, -0.004380]


class Program_weight_tensor_meta_L_self_modules_layers_modules_7_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_layers_modules_7_parameters_weight_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.991
	std = 0.019
	data = [1.003840, 1.010855, 0.955624, 1.005180, 0.979406, 0.989985, 1.005467, 0.981638]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_0_parameters_weight_"
	shape = [24, 8, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.294


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020
	data = [0.013439, -0.025824, 0.012520, 0.005969, 0.041984, -0.033384, -0.011821, -0.004864, -0.000642, -0.011968, -0.020255, -0.022988, 0.011575, 0.007524, 0.009694, -0.019022, -0.007518, 0.026858, -0.002387, 0.034911, -0.009304, 0.026185, -0.029231, -0.007578]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.067
	std = 0.250
	min_val = 0
	data = [1.111216, 0.904556, 0.735337, 1.481670, 1.160941, 1.440609, 1.220511, 1.270627, 0.961117, 0.594722, 1.107638, 1.108887, 0.745529, 1.412482, 1.107388, 0.714471, 1.253241, 1.426145, 0.991300, 0.815646, 0.983823, 1.236562, 0.959161, 0.860069]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.019
	data = [0.022807, -0.001798, 0.014596, -0.036906, -0.000500, 0.027388, 0.053140, 0.019702, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.020
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 0.985970, 1.020734, 0.987927, 0.974425, 1.001859, 0.986678, 1.012161, 0.985400, 1.027501, 1.013193, 1.009531, 0.979674, 1.003607, 1.002167, 0.984904, 1.004886]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_3_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_3_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.097


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.021
	data = [0.021350, -0.005210, 0.004795, -0.003859, 0.029571, 0.010614, 0.046434, -0.012006, -0.021537, 0.022013, -0.018070, 0.033322, 0.026982, 0.014125, 0.013449, -0.001825, -0.034923, -0.002704, -0.016791, -0.007423, -0.004843, 0.011738, 0.034286, 0.034034]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.975
	std = 0.308
	min_val = 0
	data = [0.966165, 0.994911, 0.650954, 1.443975, 1.395097, 0.592817, 1.392478, 1.217620, 0.843749, 0.787037, 1.175760, 0.529691, 0.509984, 1.273634, 1.015802, 1.295608, 0.648745, 0.824761, 0.664592, 1.123030, 0.799203, 1.238539, 0.649130, 1.363150]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.023
	data = [0.008773, -0.000214, 0.026767, -0.005588, -0.011037, -0.057781, -0.030200, 0.020482, -0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, -0.001280, 0.020769, 0.018136, -0.009510, -0.017415, 0.002895, 0.038057, 0.007808]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_4_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.993
	std = 0.019
	data = [0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.989779, 0.965725, 0.989799, 0.990502, 0.987332, 0.970646, 0.982430, 0.958432, 0.977990, 0.985597, 1.000239, 1.006795, 0.994731, 1.025609, 1.000388, 0.982384]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_6_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_6_parameters_weight_"
	shape = [16, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.358


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_buffers_running_mean_:
	name = "in_26"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_buffers_running_mean_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.007
	std = 0.019
	data = [-0.009955, 0.016672, 0.023923, 0.020763, 0.004547, -0.029689, 0.017832, 0.010778, -0.013370, 0.006909, 0.023347, 0.020305, 0.022275, 0.032700, -0.016872, -0.017253]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_buffers_running_var_:
	name = "in_27"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_buffers_running_var_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.941
	std = 0.350
	min_val = 0
	data = [0.549505, 0.535124, 1.422852, 0.984596, 0.561751, 0.625880, 1.032870, 1.492630, 0.960970, 1.181129, 1.169139, 0.533943, 0.906517, 0.543170, 1.465980, 1.084779]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_parameters_bias_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.018
	data = [-0.004679, 0.014146, 0.011601, 0.005366, -0.041179, 0.010680, -0.010708, -0.017273, -0.000470, 0.023433, 0.007974, -0.003974, -0.023119, -0.006333, 0.018806, -0.022939]


class Program_weight_tensor_meta_L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_layers_modules_8_modules_0_modules_layers_modules_7_parameters_weight_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020
	data = [0.999213, 0.983971, 0.990089, 0.992770, 1.011702, 0.976880, 0.997133, 0.996105, 0.998289, 1.027890, 1.011938, 0.990343, 0.992678, 0.973459, 1.033906, 1.041310]


class Program_weight_tensor_meta_L_x_:
	name = "in_30"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.500
	std = 0.289
