class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_1_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_1_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.009
	std = 0.022
	data = [0.002267, 0.022799, 0.017032, 0.008546, -0.009863, 0.028465, 0.026317, 0.042709, 0.027235, -0.012915, -0.027750, -0.002007, 0.032710, 0.001012, 0.009683, 0.024928, 0.009276, -0.011752, 0.011805, -0.021071, -0.038826, 0.008586, 0.044130, 0.028823]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_1_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_1_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.065
	std = 0.311
	min_val = 0
	data = [1.362937, 0.581207, 0.688711, 1.450440, 1.257665, 1.343202, 1.430787, 0.563761, 0.875603, 0.957845, 1.462493, 0.858709, 0.966522, 1.283592, 1.260457, 0.673672, 0.565684, 0.811174, 1.159560, 1.475805, 1.225450, 1.289314, 1.153887, 0.872910]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_1_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_1_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.029065, -0.000951, 0.029996, 0.010862, 0.009731, 0.012454, 0.036702, -0.019073, 0.025910, 0.017817, -0.009797, -0.023453, -0.013741, -0.046697, 0.001881, -0.004042, -0.001190, 0.040237, -0.006736, 0.006520, 0.010704, 0.039466, -0.004150, -0.000611]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_1_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_1_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.993
	std = 0.021
	data = [0.988778, 0.991394, 0.993335, 0.969072, 0.999706, 1.024502, 1.031873, 0.967370, 0.970834, 0.994367, 0.979401, 0.986232, 0.999331, 0.971464, 1.004641, 0.965364, 1.034688, 1.013338, 0.979173, 0.971964, 1.018627, 0.991865, 0.981815, 1.011193]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_3_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_3_parameters_weight_"
	shape = [24, 1, 3, 3]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.035
	std = 0.192


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_4_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_4_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.020
	data = [-0.003748, 0.014933, -0.000008, 0.022572, 0.028446, 0.003575, 0.025298, -0.015042, 0.001083, -0.003794, 0.011759, -0.027711, 0.000841, 0.007101, 0.009981, -0.006641, -0.007763, -0.006253, -0.055787, -0.016317, -0.001064, 0.004985, -0.007954, -0.048975]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_4_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_4_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.950
	std = 0.307
	min_val = 0
	data = [1.165966, 1.319731, 0.902315, 0.762472, 0.863980, 0.624938, 1.003408, 1.257174, 1.093077, 0.982718, 1.189162, 0.544057, 0.671265, 0.563542, 1.497090, 0.545528, 1.237517, 1.359401, 0.858248, 0.921206, 1.410738, 0.591309, 0.501287, 0.926696]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_4_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_4_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019
	data = [-0.000190, -0.016626, -0.011126, 0.041411, 0.014201, -0.002929, -0.014935, 0.014517, -0.010272, -0.011289, -0.018367, -0.014991, -0.001899, 0.022017, 0.026209, -0.005857, -0.015767, -0.003390, -0.043497, 0.014405, 0.005709, 0.004581, 0.025665, -0.027584]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_4_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_4_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.005
	std = 0.018
	data = [1.002535, 1.000111, 1.015887, 1.008143, 0.992782, 1.026205, 0.980699, 1.017612, 1.021261, 1.014757, 0.995091, 0.993879, 1.038932, 1.040740, 1.020759, 1.006659, 1.006641, 0.996881, 0.973334, 0.970014, 1.017546, 0.990357, 0.996534, 0.997902]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_5_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_5_parameters_weight_"
	shape = [24, 24, 1, 1]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.117


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_6_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_6_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.022
	data = [-0.020934, -0.008280, -0.013231, -0.014633, 0.028380, 0.021259, -0.003144, 0.015631, -0.029846, -0.003449, -0.035097, -0.005172, 0.005580, 0.046925, 0.002207, -0.028537, -0.005223, -0.026444, -0.003065, -0.021772, -0.008707, 0.008383, -0.010030, 0.051154]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_6_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_6_buffers_running_var_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.930
	std = 0.290
	min_val = 0
	data = [0.549898, 0.599104, 1.044834, 1.389148, 0.526911, 1.145000, 1.201803, 0.539265, 1.110576, 0.754632, 1.078116, 0.809845, 1.406500, 0.540980, 1.261362, 0.811930, 1.140632, 1.050073, 0.534352, 0.762350, 1.021086, 1.015336, 0.747050, 1.285880]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_6_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_6_parameters_bias_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [-0.000669, -0.007135, -0.006605, 0.008128, 0.013974, 0.037882, -0.020128, 0.008288, 0.011684, 0.021009, 0.025712, -0.032330, -0.015379, -0.024409, 0.011463, 0.013984, 0.005021, 0.005569, -0.001893, 0.032209, -0.002433, -0.027883, -0.018096, -0.006934]


class Program_weight_tensor_meta_L_self_modules_stage2_modules_1_modules_branch2_modules_6_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_stage2_modules_1_modules_branch2_modules_6_parameters_weight_"
	shape = [24]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.995
	std = 0.020
	data = [1.010815, 0.981044, 1.004043, 0.992985, 1.010900, 1.030824, 1.012005, 0.993240, 0.978384, 0.972169, 0.992949, 1.031215, 0.983550, 0.957182, 1.001991, 0.986050, 1.013307, 0.954876, 0.979955, 0.972097, 1.008316, 1.005362, 0.996965, 1.015881]


class Program_weight_tensor_meta_input_17:
	name = "in_14"
	original_name = "input_17"
	shape = [4, 24, 28, 28]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.026
