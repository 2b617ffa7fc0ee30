class Program_weight_tensor_meta_L_self_modules_conv1_modules_0_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_conv1_modules_0_parameters_weight_"
	shape = [24, 3, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.113


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_mean_:
	name = "in_1"
	original_name = "L_self_modules_conv1_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [0.007242, 0.029662, -0.011812, -0.003167, 0.050246, 0.027606, 0.020410, -0.007884, -0.007961, 0.019470, 0.016403, 0.002438, -0.036414, -0.008977, -0.026519, -0.021414, 0.022051, 0.038840, -0.000951, 0.020816, -0.012215, -0.017252, -0.017479, 0.005555]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_buffers_running_var_:
	name = "in_2"
	original_name = "L_self_modules_conv1_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.016
	std = 0.275
	min_val = 0
	data = [0.903364, 0.789559, 1.172789, 0.854191, 1.186358, 1.257533, 1.177252, 0.764673, 0.656198, 0.863419, 1.159880, 1.053885, 1.488758, 1.337757, 0.766074, 1.359205, 0.714955, 0.831231, 1.370599, 0.632466, 0.861042, 0.589068, 1.232031, 1.358297]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_conv1_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.020
	data = [-0.004317, -0.014851, 0.011254, 0.005193, -0.003479, -0.013575, 0.018765, 0.009777, -0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115]


class Program_weight_tensor_meta_L_self_modules_conv1_modules_1_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_conv1_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.000
	std = 0.021
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.009362, 0.996846, 1.028873, 1.005321, 1.003329, 1.017488, 0.997131, 0.997768, 1.018637, 1.025180, 1.040100, 1.001075, 1.012361, 0.991744, 0.983179, 0.953679]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_0_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_0_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.008
	std = 0.188


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_1_buffers_running_mean_:
	name = "in_6"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 0.026
	data = [-0.045037, -0.016228, -0.010390, -0.030608, -0.002409, 0.017976, 0.008250, -0.038523, -0.004944, 0.014851, -0.028353, 0.011768, 0.035175, 0.017933, 0.037925, -0.001260, -0.018050, -0.007191, -0.005635, -0.034733, -0.014084, 0.015371, -0.074383, -0.010958]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_1_buffers_running_var_:
	name = "in_7"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.097
	std = 0.305
	min_val = 0
	data = [1.262751, 1.250955, 1.299091, 1.159784, 1.277486, 0.546515, 0.501875, 1.265680, 1.497901, 0.850785, 1.384392, 0.945546, 1.250825, 0.959348, 1.243153, 0.782898, 0.588937, 1.267029, 0.790160, 1.373032, 1.067558, 0.796189, 1.481128, 1.477625]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_1_parameters_bias_:
	name = "in_8"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.014
	data = [-0.014030, 0.020734, -0.012073, -0.025575, 0.001859, -0.013322, 0.012161, -0.014600, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_1_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.998
	std = 0.014
	data = [0.998133, 1.013741, 0.983234, 1.000018, 1.016838, 0.991999, 1.020789, 1.007163, 1.001465, 1.022266, 1.005645, 1.008685, 0.983950, 0.974096, 0.984996, 0.973761, 1.004128, 0.993331, 0.991423, 1.004658, 1.015938, 0.996303, 0.992597, 0.975794]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_2_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_2_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.122


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_mean_:
	name = "in_11"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.014
	data = [0.013334, 0.000195, 0.022814, -0.010739, -0.005953, 0.000246, -0.004626, 0.001130, -0.000550, -0.008724, -0.001945, -0.012145, 0.004651, 0.012989, -0.012081, -0.015095, -0.007798, 0.036998, 0.001691, 0.011440, -0.034361, -0.005218, -0.002398, -0.000207]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_var_:
	name = "in_12"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.104
	std = 0.268
	min_val = 0
	data = [0.948848, 1.238170, 1.360773, 1.118448, 1.308954, 0.842830, 0.975359, 0.583617, 1.217457, 0.742646, 0.923240, 0.510814, 1.042758, 1.157395, 1.302364, 0.889960, 1.024124, 1.470078, 1.006319, 1.360029, 1.489819, 1.425461, 1.226822, 1.319355]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_bias_:
	name = "in_13"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.019
	data = [-0.010221, -0.034275, -0.010201, -0.009498, -0.012668, -0.029354, -0.017570, -0.041568, -0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_stage2_modules_0_modules_branch1_modules_3_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.004
	std = 0.019
	data = [1.019343, 0.980178, 1.006032, 0.997854, 1.019969, 0.990026, 1.015222, 1.012366, 1.019749, 0.970244, 1.011734, 1.003166, 1.002205, 0.983624, 1.012655, 0.961662, 1.026238, 0.995803, 1.015635, 1.019794, 1.008294, 0.969821, 1.040721, 1.002632]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_0_parameters_weight_:
	name = "in_15"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_0_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.116


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_16"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.008
	std = 0.021
	data = [-0.049353, -0.021169, -0.042486, -0.015241, -0.009879, 0.031934, -0.006594, 0.002694, 0.003652, -0.033514, 0.021299, 0.007018, 0.006948, -0.022694, -0.023018, 0.013880, 0.019095, 0.011570, -0.019656, -0.014003, -0.034253, 0.010707, -0.007550, -0.027427]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_var_:
	name = "in_17"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.967
	std = 0.311
	min_val = 0
	data = [1.087057, 1.275340, 1.253343, 1.219293, 1.235218, 0.665027, 0.560548, 0.504553, 1.391832, 0.721877, 0.606869, 1.063924, 0.903711, 1.158745, 0.869423, 1.387400, 0.525939, 0.507265, 1.430657, 0.783031, 1.122530, 1.182213, 1.078475, 0.684175]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_bias_:
	name = "in_18"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.009
	std = 0.016
	data = [-0.018138, -0.011837, 0.003016, -0.020823, -0.014411, -0.044295, -0.013675, 0.010327, -0.012464, -0.004325, -0.009774, 0.015739, 0.002152, -0.021430, -0.002333, -0.020339, -0.023960, 0.009569, -0.024590, -0.027401, 0.030871, -0.000664, -0.008373, -0.005112]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_stage2_modules_0_modules_branch2_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.002
	std = 0.020
	data = [0.970445, 0.964887, 1.001523, 0.978428, 1.028807, 0.997788, 1.011537, 0.996617, 1.029806, 0.985989, 1.003611, 1.027231, 1.040743, 1.012861, 0.985349, 0.990246, 1.005157, 0.988699, 1.018556, 1.009652, 0.983404, 1.025357, 1.005471, 0.987707]


class Program_weight_tensor_meta_L_x_:
	name = "in_20"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.500
	std = 0.289
