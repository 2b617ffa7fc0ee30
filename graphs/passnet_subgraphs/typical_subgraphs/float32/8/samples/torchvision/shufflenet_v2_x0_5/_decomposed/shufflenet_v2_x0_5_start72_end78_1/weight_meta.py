class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_2_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_2_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.020
	data = [-0.012820, -0.017808, -0.000857, 0.007629, -0.018048, 0.013188, 0.027499, -0.016700, 0.042694, -0.011212, -0.017802, -0.004884, -0.014141, -0.032061, -0.018031, 0.001178, -0.009014, -0.030318, -0.004146, -0.035785, -0.022524, -0.027150, 0.004209, -0.009049, 0.017653, 0.019093, -0.024931, -0.042335, 0.025889, 0.004847, 0.003863, 0.035150, 0.012084, -0.023559, 0.017667, 0.031624, 0.022650, -0.012127, 0.020789, -0.018061, -0.015144, 0.002116, -0.007916, -0.014092, -0.000984, -0.004247, -0.019467, 0.000681]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.994
	std = 0.315
	min_val = 0
	data = [1.163057, 0.766231, 0.602443, 0.616229, 0.524290, 0.886035, 0.570112, 1.388573, 0.582286, 1.381890, 1.108601, 0.640219, 1.426332, 1.166062, 0.959829, 1.396003, 0.579701, 1.360071, 0.956304, 1.014388, 1.182759, 0.795198, 0.993380, 1.360437, 1.199226, 1.241674, 1.427107, 0.677213, 0.908588, 1.435958, 0.822250, 1.142354, 1.198172, 0.546839, 1.006603, 1.461994, 0.915618, 0.510599, 0.544604, 1.076050, 0.841308, 0.666880, 1.406146, 0.717499, 0.639446, 1.339600, 1.379678, 1.171273]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.024
	data = [0.016448, 0.018814, -0.044162, 0.008381, -0.004972, -0.026905, -0.005998, -0.043886, -0.006077, -0.004184, 0.013650, -0.002589, 0.024286, 0.049790, -0.014906, -0.034318, 0.027345, 0.044026, 0.002817, 0.014435, 0.029343, -0.029081, -0.032674, -0.014831, 0.021162, -0.031905, 0.012558, -0.030845, 0.004398, 0.017571, -0.001088, -0.008962, 0.023113, 0.026336, -0.021601, -0.012936, 0.023470, 0.007809, -0.022100, 0.016914, -0.009368, -0.012795, 0.001855, 0.024737, 0.060459, -0.009713, 0.004857, -0.003127]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage3_modules_0_modules_branch1_modules_3_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019
	data = [1.016130, 0.996931, 0.994509, 1.005710, 1.020082, 0.976374, 1.033490, 0.964131, 0.974083, 0.983859, 1.042385, 1.007167, 1.006903, 0.996288, 0.996822, 1.024367, 0.977600, 0.990823, 0.974140, 1.021568, 1.002327, 1.005381, 0.962362, 0.989086, 1.004444, 0.994226, 1.013386, 1.029890, 1.000486, 0.990044, 1.014757, 1.025526, 0.996906, 0.994309, 0.987407, 0.995029, 1.016113, 0.977962, 0.985183, 1.016482, 0.980993, 1.013187, 0.986274, 0.994167, 1.037398, 0.977893, 0.997116, 0.993075]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_0_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021
	data = [-0.073132, -0.021232, -0.029269, -0.013153, 0.008460, -0.006215, -0.001546, 0.021153, 0.023866, -0.011147, 0.028420, 0.003000, 0.002517, 0.024714, -0.012012, -0.009209, -0.028594, 0.025607, -0.019445, 0.041166, -0.021585, -0.023235, -0.010705, 0.004931, 0.037685, 0.008160, 0.005896, 0.004503, -0.011202, 0.000125, -0.021670, 0.012019, 0.023338, 0.018671, -0.006280, 0.018506, -0.001902, 0.025982, 0.017129, 0.011892, 0.002133, 0.003040, 0.011855, -0.037719, -0.001366, 0.029389, -0.009174, -0.007584]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.067
	std = 0.312
	min_val = 0
	data = [1.207794, 1.489463, 1.333038, 1.070971, 1.345574, 0.715102, 0.935227, 0.739392, 0.911996, 0.604285, 1.339902, 0.802474, 1.154027, 1.458553, 1.168838, 1.026445, 1.496607, 0.505281, 1.463093, 0.566516, 1.495616, 1.039753, 0.693134, 0.829225, 0.743260, 1.299816, 1.429536, 1.302354, 1.365611, 1.482064, 0.559336, 1.210216, 1.040928, 1.301367, 1.141101, 1.013942, 1.332716, 0.797782, 0.619053, 0.641630, 1.358836, 1.010531, 0.593551, 1.172896, 0.983757, 0.703397, 1.438101, 1.290384]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.015572, 0.020537, 0.012483, 0.005828, 0.011140, -0.014940, 0.001189, 0.022381, 0.000234, 0.000290, -0.014457, -0.004021, -0.017336, 0.024974, -0.016747, 0.004494, -0.016877, 0.017889, 0.004564, 0.003400, 0.015629, -0.010657, -0.018512, -0.004062, 0.009636, 0.009294, -0.017081, -0.031285, -0.003145, 0.018794, -0.002983, -0.002872, 0.074502, 0.034654, -0.014845, 0.002893, 0.006346, 0.012596, -0.009409, 0.004301, -0.008260, -0.036620, -0.000677, 0.007322, -0.000469, -0.009021, -0.044000, 0.029384]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.021
	data = [0.966215, 1.026680, 1.040157, 0.995308, 0.978513, 0.983972, 1.017795, 0.994357, 0.990578, 1.038835, 1.013929, 0.988513, 0.980768, 0.995514, 0.971801, 1.021303, 1.008366, 1.014266, 1.007311, 0.983283, 0.961037, 1.036735, 0.991632, 0.997488, 0.971098, 1.000039, 1.026207, 0.989485, 0.999317, 1.029416, 1.045909, 1.024187, 1.001071, 0.992590, 1.005301, 1.003269, 0.984968, 1.005705, 1.008408, 1.023835, 0.998401, 1.024079, 1.037977, 1.030989, 1.004192, 1.000910, 1.003254, 0.998830]


class Program_weight_tensor_meta_input_42:
	name = "in_10"
	original_name = "input_42"
	shape = [128, 48, 24, 24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.009
	std = 0.031


class Program_weight_tensor_meta_x_12:
	name = "in_11"
	original_name = "x_12"
	shape = [128, 48, 48, 48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.019
