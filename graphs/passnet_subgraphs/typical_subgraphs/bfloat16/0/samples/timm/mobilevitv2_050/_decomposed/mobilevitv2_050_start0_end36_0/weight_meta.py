class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.019
	data = [-0.003884, 0.001383, -0.012774, -0.015999, -0.004451, 0.031473, -0.000758, -0.010185, 0.023408, 0.025611, -0.020326, 0.056253, 0.006065, -0.023132, -0.001035, -0.013119, 0.007559, -0.002636, -0.014495, 0.009730, 0.001643, -0.007050, -0.027922, 0.009542, -0.017388, 0.028557, 0.007595, 0.026163, 0.007370, 0.000170, 0.019398, -0.033195]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.037
	std = 0.273
	min_val = 0
	data = [1.401191, 1.400850, 0.842954, 1.009287, 0.819732, 1.092677, 0.521257, 0.902551, 0.953038, 1.112360, 1.258082, 0.954236, 0.761840, 1.448610, 0.889963, 0.906966, 0.713176, 1.236440, 1.281723, 1.273577, 1.072128, 0.653243, 1.462080, 1.338939, 1.310629, 1.215401, 1.080728, 1.262669, 0.872896, 0.509298, 0.989711, 0.628317]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021
	data = [-0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115, -0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.004
	std = 0.022
	data = [0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266, 0.986538, 1.017457, 1.021107, 1.003557, 0.995393, 0.992165, 1.010866, 0.992097, 0.991076, 1.014880, 1.030420, 1.068210, 0.969376, 0.975317, 1.036394, 0.988969]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
	shape = [32, 16, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.256


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.005
	std = 0.024
	data = [0.034035, -0.007081, -0.002703, -0.028415, -0.028886, -0.077590, -0.043441, 0.007609, -0.025897, -0.001042, 0.016764, -0.001179, -0.013687, -0.004627, 0.005792, 0.025421, 0.006267, 0.006667, -0.028259, -0.012743, -0.013181, 0.036813, -0.007587, -0.018602, -0.030043, 0.029821, -0.017806, 0.011797, 0.024818, 0.006148, -0.013857, -0.002098]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.895
	std = 0.277
	min_val = 0
	data = [0.572327, 0.918144, 1.041440, 1.094259, 0.595680, 0.953245, 1.372984, 0.549379, 0.647421, 1.313793, 0.796556, 0.757110, 0.686012, 1.130394, 1.047414, 1.008516, 1.158755, 1.149887, 0.696390, 1.021396, 0.504862, 0.601418, 1.252242, 1.050197, 0.679476, 0.723479, 1.354593, 0.577845, 0.691986, 1.381192, 0.601292, 0.712139]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.015
	data = [-0.017668, -0.008378, -0.016097, 0.011312, 0.012207, 0.009338, 0.039013, -0.021262, -0.001547, 0.002328, -0.011880, -0.024879, -0.002042, -0.020671, -0.006253, 0.004916, -0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.021
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464, 0.995623, 0.951299, 0.998542, 0.999320, 1.019250, 1.006983, 0.981571, 0.998876, 0.987546, 0.990726, 1.038436, 0.991949, 1.002478, 1.023296, 1.018467, 1.027746]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
	shape = [32, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.043
	std = 0.462


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_10"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.018
	data = [0.003819, -0.009911, -0.027819, 0.014790, 0.019462, -0.012195, -0.007270, 0.002242, -0.034949, 0.000827, 0.001780, 0.039494, 0.016826, 0.008306, -0.009944, -0.005319, -0.019385, -0.019030, 0.002353, 0.012828, -0.015530, -0.011610, 0.020333, 0.006190, 0.035335, 0.011185, 0.001815, 0.036683, 0.006721, -0.022355, -0.000478, -0.012590]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_11"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.029
	std = 0.284
	min_val = 0
	data = [1.333833, 0.978197, 1.108456, 0.831120, 0.662999, 1.383988, 1.232229, 1.431673, 1.249926, 0.699717, 0.547001, 1.494404, 0.638199, 0.856927, 0.730371, 1.188880, 1.335985, 0.928828, 1.074478, 0.975470, 0.763515, 1.485031, 1.237215, 0.868669, 0.661833, 0.759044, 0.870465, 1.448347, 0.787475, 1.059261, 1.300278, 1.003432]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_12"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.015
	data = [-0.011193, 0.010669, 0.008138, 0.007892, 0.003430, 0.017521, -0.005742, 0.020433, -0.001488, -0.021844, 0.007841, 0.011891, 0.013245, -0.024126, 0.012149, -0.010943, 0.023422, 0.001950, 0.019267, 0.016806, -0.025073, 0.019737, -0.009893, -0.025661, 0.019104, 0.025672, -0.013317, 0.011303, 0.005754, -0.000667, -0.021238, -0.002289]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_13"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.017
	data = [1.019343, 0.980178, 1.006032, 0.997854, 1.019969, 0.990026, 1.015222, 1.012366, 1.006281, 1.004267, 0.997599, 1.007209, 0.993719, 0.978426, 1.004816, 0.972075, 0.998677, 0.992833, 0.968769, 0.992907, 1.021621, 1.002630, 1.031471, 1.015629, 0.978427, 0.985582, 1.029416, 1.005513, 1.013336, 0.980112, 0.976213, 0.976081]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_14"
	original_name = "L_self_modules_stages_modules_0_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [32, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.020
	std = 0.249


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
	name = "in_15"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
	name = "in_16"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.986
	std = 0.279
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
	name = "in_17"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
	name = "in_18"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
	name = "in_19"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
	shape = [64, 32, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.176


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
	name = "in_20"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
	name = "in_21"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.934
	std = 0.297
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
	name = "in_22"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
	name = "in_23"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.007
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
	name = "in_24"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
	shape = [64, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.438


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_25"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_26"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.022
	std = 0.291
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_27"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_28"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_29"
	original_name = "L_self_modules_stages_modules_1_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [64, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.176


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_:
	name = "in_30"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_:
	name = "in_31"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.986
	std = 0.278
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_:
	name = "in_32"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_:
	name = "in_33"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_:
	name = "in_34"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv1_1x1_modules_conv_parameters_weight_"
	shape = [128, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.127


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_mean_:
	name = "in_35"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_var_:
	name = "in_36"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.008
	std = 0.293
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_bias_:
	name = "in_37"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_weight_:
	name = "in_38"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_conv_parameters_weight_:
	name = "in_39"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv2_kxk_modules_conv_parameters_weight_"
	shape = [128, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.032
	std = 0.476


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_40"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.017


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_41"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.989
	std = 0.256
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_42"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_43"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.016


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_44"
	original_name = "L_self_modules_stages_modules_1_modules_1_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [64, 128, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.179


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_:
	name = "in_45"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_:
	name = "in_46"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.994
	std = 0.281
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_:
	name = "in_47"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_:
	name = "in_48"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.002
	std = 0.023


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_:
	name = "in_49"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv1_1x1_modules_conv_parameters_weight_"
	shape = [128, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.124


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_:
	name = "in_50"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_:
	name = "in_51"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.292
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_:
	name = "in_52"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_:
	name = "in_53"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.997
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_:
	name = "in_54"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv2_kxk_modules_conv_parameters_weight_"
	shape = [128, 1, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.008
	std = 0.475


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_:
	name = "in_55"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_mean_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_:
	name = "in_56"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_buffers_running_var_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.003
	std = 0.280
	min_val = 0


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_:
	name = "in_57"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.018


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_:
	name = "in_58"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_bn_parameters_weight_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_:
	name = "in_59"
	original_name = "L_self_modules_stages_modules_2_modules_0_modules_conv3_1x1_modules_conv_parameters_weight_"
	shape = [128, 128, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.126


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_mean_:
	name = "in_60"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_mean_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.019
	data = [0.005955, 0.002164, 0.013528, 0.028584, -0.009028, -0.006118, 0.008360, 0.007947, -0.019378, 0.043478, -0.027826, 0.025628, -0.011099, -0.002733, -0.013557, -0.014633]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_buffers_running_var_:
	name = "in_61"
	original_name = "L_self_modules_stem_modules_bn_buffers_running_var_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.974
	std = 0.299
	min_val = 0
	data = [0.614558, 1.444273, 1.122617, 1.484259, 1.207358, 0.572629, 1.126128, 0.978896, 1.239989, 0.802329, 0.990087, 0.600783, 0.916551, 0.734319, 1.148299, 0.600715]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_bias_:
	name = "in_62"
	original_name = "L_self_modules_stem_modules_bn_parameters_bias_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.027053, -0.033919, 0.011333, 0.015870, 0.011977, -0.031102, -0.006827, 0.037060, 0.015004, -0.011710, -0.003468, 0.003670, 0.027787, 0.031727, 0.018926, -0.016874]


class Program_weight_tensor_meta_L_self_modules_stem_modules_bn_parameters_weight_:
	name = "in_63"
	original_name = "L_self_modules_stem_modules_bn_parameters_weight_"
	shape = [16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054]


class Program_weight_tensor_meta_L_self_modules_stem_modules_conv_parameters_weight_:
	name = "in_64"
	original_name = "L_self_modules_stem_modules_conv_parameters_weight_"
	shape = [16, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.119


class Program_weight_tensor_meta_L_x_:
	name = "in_65"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
