class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_0_modules_0_parameters_weight_"
	shape = [32, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.080


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.020
	data = [0.004020, 0.005847, -0.042004, -0.011815, -0.003574, 0.016064, -0.017526, -0.000236, 0.016178, -0.016811, 0.003258, 0.008618, 0.001483, 0.032521, 0.031196, -0.007269, -0.020427, 0.009118, 0.018905, -0.026584, 0.010849, 0.004107, 0.028284, -0.035751, 0.019278, -0.005419, 0.001245, 0.034399, 0.034553, 0.003281, 0.021104, -0.001953]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_0_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.969
	std = 0.264
	min_val = 0
	data = [0.819720, 0.560349, 1.020908, 1.358975, 1.344056, 1.083197, 0.718295, 1.429088, 1.168214, 0.603786, 0.851202, 0.748344, 1.271607, 0.953369, 0.814707, 1.274017, 0.929797, 0.569962, 1.260286, 1.190350, 1.385175, 0.674483, 0.606520, 1.075655, 1.048386, 0.695101, 1.008240, 1.240051, 0.889777, 0.815625, 0.790751, 0.812227]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [-0.012272, 0.000632, -0.009854, 0.004968, 0.008794, 0.002248, 0.012816, 0.008823, -0.002046, 0.015849, -0.005793, 0.001050, 0.010457, 0.046044, -0.029378, -0.031734, -0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031]


class Program_weight_tensor_meta_L_self_modules_features_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_0_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.084


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.024
	data = [0.004649, -0.015474, -0.028465, -0.042531, 0.020279, -0.019785, -0.020694, 0.039298, -0.011009, 0.009358, 0.005239, -0.033387, -0.003926, 0.012380, 0.000273, 0.020412, -0.035183, 0.020646, 0.004987, -0.038661, -0.018365, 0.003146, -0.011271, -0.021948, 0.005692, -0.016090, 0.013603, 0.024351, 0.027849, -0.056000, 0.042247, 0.005974]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.928
	std = 0.261
	min_val = 0
	data = [1.327402, 1.017546, 1.013602, 1.297716, 0.823530, 1.105283, 0.665546, 0.604567, 0.913450, 0.821378, 0.509455, 0.762547, 1.118258, 1.323713, 1.298203, 0.510790, 1.032697, 1.232086, 0.614792, 1.104329, 0.597014, 0.648717, 0.852559, 0.911016, 1.118077, 0.954283, 1.018151, 0.538647, 0.567352, 1.124661, 1.112004, 1.146811]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.021
	data = [0.032917, -0.027203, 0.006891, 0.010397, -0.052266, -0.033929, -0.004565, 0.005599, 0.004939, 0.001538, 0.006760, 0.009088, 0.009139, -0.017307, 0.015626, -0.018536, -0.004377, -0.048701, -0.001458, -0.000680, 0.019250, 0.006983, -0.018429, -0.001124, -0.012454, -0.009274, 0.038436, -0.008051, 0.002478, 0.023296, 0.018467, 0.027746]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021
	data = [0.988615, 1.018399, 1.022216, 1.025797, 0.970437, 1.051345, 0.990538, 1.006711, 0.967413, 0.989005, 0.990403, 0.990006, 0.978660, 1.022299, 0.997187, 1.016115, 0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 0.995080, 1.046050, 0.962366, 0.999005, 0.979100, 0.980870, 1.000671, 1.014202]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_1_parameters_weight_"
	shape = [16, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.358


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.018
	data = [0.014447, -0.019791, 0.010393, -0.001123, -0.028752, -0.024392, 0.023475, 0.023364, 0.000894, -0.021981, 0.010203, 0.009886, -0.009711, 0.023965, 0.015845, 0.012500]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_2_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.051
	std = 0.341
	min_val = 0
	data = [1.142586, 0.608889, 1.009536, 1.400435, 1.497055, 0.622961, 0.743169, 0.582457, 1.238181, 1.030021, 1.206559, 1.457089, 1.437201, 1.408233, 0.686380, 0.751839]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_2_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.013
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_features_modules_1_modules_conv_modules_2_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.016
	data = [0.982332, 0.991622, 0.983903, 1.011312, 1.012207, 1.009338, 1.039013, 0.978738, 0.998453, 1.002328, 0.988120, 0.975121, 0.997958, 0.979329, 0.993747, 1.004916]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [96, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.006
	std = 0.144


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.991
	std = 0.279
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [96, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.047


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.973
	std = 0.270
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [96]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.006
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_2_parameters_weight_"
	shape = [24, 96, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.286


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_:
	name = "in_26"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.017
	data = [0.008147, 0.005566, 0.028503, -0.007388, 0.021592, 0.014908, -0.038009, -0.014491, -0.013329, 0.009238, 0.000791, 0.011903, -0.025635, -0.004053, -0.005917, -0.009758, 0.007783, -0.002497, -0.018548, -0.033841, 0.013489, 0.007332, -0.011483, -0.004889]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_:
	name = "in_27"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_3_buffers_running_var_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.948
	std = 0.329
	min_val = 0
	data = [1.258057, 0.511691, 1.325416, 0.522426, 1.402358, 0.543849, 0.554327, 1.398840, 0.904722, 0.686994, 1.125380, 0.996918, 0.782214, 0.614491, 0.701373, 1.482795, 0.806599, 1.127342, 0.651372, 0.803847, 1.366409, 0.777364, 1.385959, 1.018578]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_3_parameters_bias_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.021
	data = [0.021261, 0.014757, -0.004909, -0.006121, 0.038932, 0.040740, 0.020759, 0.006659, 0.000207, -0.019930, 0.019570, -0.008829, -0.005221, 0.015960, -0.022143, 0.046612, -0.015300, -0.009499, -0.009905, -0.003967, 0.044298, -0.002734, -0.020363, 0.003568]


class Program_weight_tensor_meta_L_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_features_modules_2_modules_conv_modules_3_parameters_weight_"
	shape = [24]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.024
	data = [1.025910, 1.017817, 0.990203, 0.976547, 0.986259, 0.953303, 1.001881, 0.995958, 0.979175, 1.032500, 0.987321, 1.035170, 0.988413, 1.010411, 1.021352, 0.968746, 1.036677, 1.007547, 0.956394, 0.997062, 1.014433, 1.006245, 1.006418, 0.968628]


class Program_weight_tensor_meta_L_x_:
	name = "in_30"
	original_name = "L_x_"
	shape = [4, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
