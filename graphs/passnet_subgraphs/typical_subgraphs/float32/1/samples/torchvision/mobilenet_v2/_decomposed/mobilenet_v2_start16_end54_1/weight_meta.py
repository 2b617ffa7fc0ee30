class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.119


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.294
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [144, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.040


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_2_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_2_parameters_weight_"
	shape = [24, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.293


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.026
	data = [-0.017039, -0.005657, 0.002190, 0.005339, -0.004437, 0.069068, -0.029622, -0.011295, 0.032102, -0.018599, 0.022827, -0.012336, -0.006516, -0.015882, -0.010653, -0.028818, 0.002470, -0.017766, 0.020374, -0.006571, 0.046629, -0.045402, 0.032065, -0.010612]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.265
	min_val = 0
	data = [1.481139, 1.226311, 1.190226, 1.123518, 0.602857, 0.907183, 1.037567, 0.930726, 1.208817, 1.238832, 0.841427, 1.283347, 0.961780, 0.670543, 1.229774, 0.685137, 1.116828, 1.072845, 1.237090, 0.874513, 1.186584, 0.523520, 0.632331, 0.614204]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.025
	data = [0.007205, -0.026040, 0.006989, 0.005243, -0.001960, 0.005579, 0.000112, -0.005830, 0.028868, 0.003968, -0.022104, -0.040742, 0.042575, -0.004089, 0.009369, 0.024073, 0.006271, 0.031707, 0.017581, 0.055000, -0.010406, -0.045816, -0.019307, -0.037877]


class Program_weight_tensor_meta_L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_features_modules_3_modules_conv_modules_3_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.005
	std = 0.025
	data = [0.969627, 1.024010, 0.991097, 1.000994, 0.996528, 1.015340, 1.012360, 1.055798, 0.992905, 0.978726, 0.999939, 1.026020, 0.988743, 0.990152, 1.017404, 1.056293, 1.020560, 1.025731, 0.988170, 1.021058, 0.966967, 0.991134, 0.959896, 1.024653]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [144, 24, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.120


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.947
	std = 0.302
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_20"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [144, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.039


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_21"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_22"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.020
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_23"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [144]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_2_parameters_weight_:
	name = "in_25"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_2_parameters_weight_"
	shape = [32, 144, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.002
	std = 0.253


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_3_buffers_running_mean_:
	name = "in_26"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_3_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.021
	data = [-0.018887, 0.020210, -0.026661, -0.007659, 0.013073, -0.018843, 0.028336, 0.003079, -0.047547, -0.018741, 0.025037, -0.033241, 0.019519, -0.023709, 0.012579, 0.002597, 0.024639, -0.027116, 0.008543, 0.003230, -0.002972, 0.027402, 0.014503, 0.016293, 0.004137, -0.024521, -0.027041, -0.009187, -0.002073, 0.022171, -0.025608, -0.018294]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_3_buffers_running_var_:
	name = "in_27"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_3_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.037
	std = 0.281
	min_val = 0
	data = [0.805732, 1.118039, 0.549104, 1.391227, 1.218832, 0.673502, 0.975539, 1.382671, 1.130002, 1.144913, 1.147565, 1.217747, 0.639463, 1.057933, 0.589640, 0.901858, 0.618908, 0.768270, 1.461620, 1.103793, 1.409578, 1.470435, 1.278904, 1.424714, 0.928359, 0.651343, 1.076672, 0.757902, 1.165486, 1.166137, 0.837911, 1.114598]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_3_parameters_bias_:
	name = "in_28"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_3_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.008
	std = 0.017
	data = [-0.004593, -0.011757, -0.009472, 0.000515, -0.009301, -0.013892, -0.000846, -0.018050, 0.011721, 0.009281, -0.024390, -0.050633, -0.051731, -0.017415, 0.002744, 0.000602, 0.020410, 0.001788, -0.009758, 0.021450, -0.004681, -0.023644, -0.006927, 0.005394, -0.015711, 0.014873, -0.019768, -0.000559, -0.000686, -0.030031, -0.020724, -0.005201]


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_conv_modules_3_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_features_modules_4_modules_conv_modules_3_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.025
	data = [0.995408, 1.003151, 0.976286, 0.974181, 1.000069, 0.984579, 1.053430, 0.961078, 1.044296, 1.033491, 0.995224, 0.961647, 0.986404, 0.948901, 0.973090, 1.039054, 1.016755, 1.028236, 1.008005, 1.013640, 0.982293, 1.007592, 0.990170, 1.009769, 0.993158, 1.009157, 1.027418, 1.000917, 0.982046, 1.006706, 0.984123, 1.013936]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_30"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [192, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.100


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_31"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_32"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.003
	std = 0.285
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_33"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_34"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_35"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [192, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.035


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_36"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_37"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.026
	std = 0.282
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_38"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_39"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_2_parameters_weight_:
	name = "in_40"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_2_parameters_weight_"
	shape = [32, 192, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.003
	std = 0.247


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_3_buffers_running_mean_:
	name = "in_41"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_3_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.015
	data = [0.013704, 0.017235, -0.002893, 0.013340, 0.011745, -0.005007, -0.005587, -0.040185, -0.002867, -0.000849, 0.000536, 0.019425, 0.019236, -0.005239, 0.029703, -0.011137, -0.004728, 0.022514, -0.009629, -0.003059, -0.018922, -0.018693, 0.018699, 0.001964, 0.000095, -0.014875, 0.019234, 0.011912, 0.010032, 0.002353, 0.018247, 0.001326]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_3_buffers_running_var_:
	name = "in_42"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_3_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.997
	std = 0.293
	min_val = 0
	data = [1.386382, 0.519337, 0.835526, 0.844153, 1.102521, 1.257209, 0.723912, 1.065666, 0.699025, 0.756911, 0.862477, 0.762420, 1.080333, 1.284314, 0.862459, 1.336559, 0.850502, 1.374264, 1.379714, 1.329415, 0.548407, 1.454013, 0.950529, 0.689830, 1.309079, 0.546998, 1.082745, 1.001101, 1.111417, 1.464689, 0.714108, 0.713852]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_3_parameters_bias_:
	name = "in_43"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_3_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [0.012182, 0.030937, -0.011567, 0.044247, 0.023132, -0.021359, 0.009468, 0.008681, 0.008650, -0.044785, 0.016811, 0.003485, -0.006115, -0.001246, 0.016107, 0.006907, -0.003833, -0.004790, -0.038624, -0.021495, -0.002438, 0.001013, -0.014830, -0.004583, -0.007218, 0.005282, 0.030744, 0.032064, -0.024836, -0.007769, -0.012195, 0.001902]


class Program_weight_tensor_meta_L_self_modules_features_modules_5_modules_conv_modules_3_parameters_weight_:
	name = "in_44"
	original_name = "L_self_modules_features_modules_5_modules_conv_modules_3_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.002
	std = 0.021
	data = [1.027371, 1.007972, 0.986727, 1.004992, 0.999844, 0.971838, 0.978911, 1.018329, 0.986642, 1.017968, 0.943401, 0.976932, 0.985003, 1.000032, 0.973598, 1.014730, 1.009364, 0.990542, 1.020422, 1.040496, 1.000674, 1.033743, 0.994806, 1.003775, 1.001847, 0.979584, 1.006559, 1.000222, 1.039876, 1.017961, 1.015029, 1.008759]


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_45"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [192, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_46"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_47"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.974
	std = 0.278
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_48"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_49"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_1_modules_0_parameters_weight_:
	name = "in_50"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_1_modules_0_parameters_weight_"
	shape = [192, 1, 3, 3]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.033


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_buffers_running_mean_:
	name = "in_51"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_buffers_running_var_:
	name = "in_52"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.289
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_parameters_bias_:
	name = "in_53"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_parameters_weight_:
	name = "in_54"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_1_modules_1_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_2_parameters_weight_:
	name = "in_55"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_2_parameters_weight_"
	shape = [32, 192, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.254


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_3_buffers_running_mean_:
	name = "in_56"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_3_buffers_running_mean_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.021
	data = [-0.026811, 0.025451, 0.005643, 0.018413, 0.006243, 0.022931, 0.009809, -0.005014, -0.051547, 0.006143, -0.041772, -0.004846, -0.001252, 0.010053, 0.000278, 0.015584, -0.022340, 0.008410, -0.014166, -0.043197, 0.019434, 0.009384, -0.004891, 0.027997, 0.010992, -0.012841, -0.036385, -0.025031, 0.020545, -0.018842, -0.003360, -0.022675]


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_3_buffers_running_var_:
	name = "in_57"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_3_buffers_running_var_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.978
	std = 0.294
	min_val = 0
	data = [1.377306, 0.736860, 0.617423, 0.528404, 0.831210, 0.829902, 1.032533, 1.264567, 0.964333, 0.663368, 0.584262, 1.397252, 0.896830, 1.208689, 0.792632, 0.807896, 1.453817, 1.033512, 0.864148, 0.928857, 0.557114, 1.433781, 0.634333, 1.378226, 1.283214, 0.925617, 1.069974, 0.612596, 1.338112, 1.323371, 0.812856, 1.110247]


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_3_parameters_bias_:
	name = "in_58"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_3_parameters_bias_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.018
	data = [-0.024877, 0.021992, 0.000372, 0.019142, -0.014542, 0.001153, -0.010968, 0.001563, -0.004797, 0.004531, 0.009716, -0.004822, -0.052614, -0.011162, -0.006544, 0.000798, 0.015763, 0.008141, 0.011614, -0.019753, 0.018211, 0.054997, -0.007081, -0.002122, -0.000624, 0.003711, -0.005875, -0.022303, 0.005201, -0.023599, 0.008147, 0.007510]


class Program_weight_tensor_meta_L_self_modules_features_modules_6_modules_conv_modules_3_parameters_weight_:
	name = "in_59"
	original_name = "L_self_modules_features_modules_6_modules_conv_modules_3_parameters_weight_"
	shape = [32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.995
	std = 0.020
	data = [0.948601, 1.013224, 0.996154, 1.014686, 0.987341, 0.999241, 0.976945, 1.042683, 0.980362, 1.029707, 1.008635, 1.008563, 1.014891, 0.971047, 0.999300, 1.006266, 1.003907, 1.012852, 0.993790, 0.992406, 0.990177, 0.965341, 1.008019, 0.983538, 1.006366, 0.972622, 1.003451, 0.994739, 0.990840, 0.957557, 0.982970, 0.997292]


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_modules_0_modules_0_parameters_weight_:
	name = "in_60"
	original_name = "L_self_modules_features_modules_7_modules_conv_modules_0_modules_0_parameters_weight_"
	shape = [192, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.102


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_buffers_running_mean_:
	name = "in_61"
	original_name = "L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_buffers_running_mean_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_buffers_running_var_:
	name = "in_62"
	original_name = "L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_buffers_running_var_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.015
	std = 0.287
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_parameters_bias_:
	name = "in_63"
	original_name = "L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_parameters_bias_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_parameters_weight_:
	name = "in_64"
	original_name = "L_self_modules_features_modules_7_modules_conv_modules_0_modules_1_parameters_weight_"
	shape = [192]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.000
	std = 0.019


class Program_weight_tensor_meta_input_16:
	name = "in_65"
	original_name = "input_16"
	shape = [4, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.104
