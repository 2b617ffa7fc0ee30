class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_0_parameters_weight_"
	shape = [48, 48, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.083


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021
	data = [-0.073132, -0.021232, -0.029269, -0.013153, 0.008460, -0.006215, -0.001546, 0.021153, 0.023866, -0.011147, 0.028420, 0.003000, 0.002517, 0.024714, -0.012012, -0.009209, -0.028594, 0.025607, -0.019445, 0.041166, -0.021585, -0.023235, -0.010705, 0.004931, 0.037685, 0.008160, 0.005896, 0.004503, -0.011202, 0.000125, -0.021670, 0.012019, 0.023338, 0.018671, -0.006280, 0.018506, -0.001902, 0.025982, 0.017129, 0.011892, 0.002133, 0.003040, 0.011855, -0.037719, -0.001366, 0.029389, -0.009174, -0.007584]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.067
	std = 0.312
	min_val = 0
	data = [1.207794, 1.489463, 1.333038, 1.070971, 1.345574, 0.715102, 0.935227, 0.739392, 0.911996, 0.604285, 1.339902, 0.802474, 1.154027, 1.458553, 1.168838, 1.026445, 1.496607, 0.505281, 1.463093, 0.566516, 1.495616, 1.039753, 0.693134, 0.829225, 0.743260, 1.299816, 1.429536, 1.302354, 1.365611, 1.482064, 0.559336, 1.210216, 1.040928, 1.301367, 1.141101, 1.013942, 1.332716, 0.797782, 0.619053, 0.641630, 1.358836, 1.010531, 0.593551, 1.172896, 0.983757, 0.703397, 1.438101, 1.290384]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.015572, 0.020537, 0.012483, 0.005828, 0.011140, -0.014940, 0.001189, 0.022381, 0.000234, 0.000290, -0.014457, -0.004021, -0.017336, 0.024974, -0.016747, 0.004494, -0.016877, 0.017889, 0.004564, 0.003400, 0.015629, -0.010657, -0.018512, -0.004062, 0.009636, 0.009294, -0.017081, -0.031285, -0.003145, 0.018794, -0.002983, -0.002872, 0.074502, 0.034654, -0.014845, 0.002893, 0.006346, 0.012596, -0.009409, 0.004301, -0.008260, -0.036620, -0.000677, 0.007322, -0.000469, -0.009021, -0.044000, 0.029384]


class Program_weight_tensor_meta_L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage3_modules_0_modules_branch2_modules_1_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.004
	std = 0.021
	data = [0.966215, 1.026680, 1.040157, 0.995308, 0.978513, 0.983972, 1.017795, 0.994357, 0.990578, 1.038835, 1.013929, 0.988513, 0.980768, 0.995514, 0.971801, 1.021303, 1.008366, 1.014266, 1.007311, 0.983283, 0.961037, 1.036735, 0.991632, 0.997488, 0.971098, 1.000039, 1.026207, 0.989485, 0.999317, 1.029416, 1.045909, 1.024187, 1.001071, 0.992590, 1.005301, 1.003269, 0.984968, 1.005705, 1.008408, 1.023835, 0.998401, 1.024079, 1.037977, 1.030989, 1.004192, 1.000910, 1.003254, 0.998830]


class Program_weight_tensor_meta_x_12:
	name = "in_5"
	original_name = "x_12"
	shape = [1, 48, 28, 28]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.013
	std = 0.019
