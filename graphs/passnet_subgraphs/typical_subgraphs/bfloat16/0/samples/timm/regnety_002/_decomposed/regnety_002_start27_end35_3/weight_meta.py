class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_mean_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.018
	data = [0.001245, 0.015196, 0.008598, -0.022002, -0.008846, 0.032808, -0.009361, 0.038887, -0.015163, 0.023425, -0.013892, 0.021614, -0.002913, 0.001332, 0.037769, -0.010606, -0.020125, 0.005668, 0.016857, 0.015658, -0.023323, 0.018078, 0.010917, 0.032328, 0.003028, 0.015796, 0.001469, 0.002677, 0.024442, -0.011560, 0.014289, 0.030582, -0.021253, -0.034275, 0.012749, -0.022844, -0.025257, 0.027863, -0.014818, -0.018294, 0.016154, 0.016294, -0.015372, -0.008048, 0.006012, 0.007991, 0.003628, -0.003724, 0.002110, -0.012891, 0.002885, 0.013695, -0.000407, 0.032419, -0.005490, 0.005607]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_buffers_running_var_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.015
	std = 0.270
	min_val = 0
	data = [0.855854, 0.657947, 0.880388, 0.874070, 0.986714, 0.724944, 0.801584, 1.441234, 1.422493, 0.500410, 1.230219, 1.348759, 1.171258, 1.060390, 1.065919, 1.275320, 1.445402, 0.829757, 1.151844, 0.962979, 0.799866, 1.249944, 1.077711, 1.021484, 0.619240, 1.220095, 1.493659, 0.770982, 0.616463, 1.113422, 1.009964, 0.761329, 1.077663, 1.020289, 0.629708, 0.642119, 1.464793, 0.702917, 0.546078, 0.849772, 1.389259, 0.636841, 1.238589, 1.198879, 1.058157, 1.300977, 0.999466, 0.954234, 0.958852, 0.965546, 0.841522, 1.381097, 1.312481, 1.113413, 0.748330, 1.347869]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_bias_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.003
	std = 0.022
	data = [-0.024013, 0.020419, -0.007739, -0.001138, 0.023767, -0.050838, -0.007058, -0.028308, -0.026033, -0.027457, 0.033819, -0.009244, 0.008854, 0.010278, -0.012245, -0.038936, -0.042019, 0.007798, 0.001747, -0.017147, -0.034151, -0.015519, 0.009045, -0.007189, 0.015466, 0.061134, -0.049756, -0.033923, -0.018964, -0.014717, -0.003632, -0.015820, 0.003028, 0.010376, -0.011792, 0.020014, 0.023870, -0.000395, 0.005606, 0.036220, -0.009533, -0.002938, 0.005657, -0.008667, 0.014290, 0.016889, 0.001399, 0.000125, -0.025805, 0.011951, 0.015967, 0.025205, 0.009222, 0.012319, -0.004381, -0.004813]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s2_modules_b1_modules_conv3_modules_bn_parameters_weight_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.019
	data = [0.028398, -0.006592, 0.003594, -0.019771, -0.015234, -0.038291, -0.022435, -0.012071, -0.000865, 0.009421, -0.026189, 0.024843, 0.007527, 0.022559, 0.000438, 0.029875, -0.025507, -0.007441, -0.017948, -0.013741, -0.021309, 0.008052, -0.008105, -0.011667, -0.010844, 0.023019, 0.032191, -0.014773, 0.013600, -0.015384, -0.001458, -0.028867, -0.007700, 0.001928, -0.006365, 0.037021, -0.024304, -0.003393, 0.011646, 0.037794, 0.015765, 0.027291, 0.007473, -0.020009, -0.000078, 0.023688, 0.015114, 0.025685, -0.014232, -0.002406, 0.024766, 0.003970, 0.000240, 0.005952, 0.017399, -0.005020]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_conv3_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s2_modules_b1_modules_conv3_modules_conv_parameters_weight_"
	shape = [56, 56, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.188


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_se_modules_fc1_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_s2_modules_b1_modules_se_modules_fc1_parameters_bias_"
	shape = [6]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.010
	data = [-0.012418, 0.006744, 0.011155, 0.007614, -0.012188, 0.001313]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_se_modules_fc1_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_s2_modules_b1_modules_se_modules_fc1_parameters_weight_"
	shape = [6, 56, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.041
	std = 0.580


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_se_modules_fc2_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_s2_modules_b1_modules_se_modules_fc2_parameters_bias_"
	shape = [56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.002
	std = 0.021
	data = [-0.008789, -0.013522, 0.034778, -0.018846, 0.023235, 0.040556, -0.036143, -0.011141, 0.003152, 0.020541, 0.024586, -0.000024, -0.022882, -0.021880, -0.010908, -0.009645, -0.006966, 0.024150, -0.012957, 0.010530, 0.019528, -0.021779, -0.003269, 0.045597, -0.014772, 0.033106, 0.010407, -0.004652, 0.017520, 0.028496, -0.005448, 0.018705, 0.032494, 0.011868, -0.034508, -0.012440, 0.011852, -0.003378, -0.045726, 0.004023, -0.012603, 0.010965, 0.020855, 0.005076, -0.027137, -0.015308, -0.004181, -0.005304, -0.000113, -0.003604, -0.000368, 0.019962, -0.016999, -0.005957, 0.042585, 0.010055]


class Program_weight_tensor_meta_L_self_modules_s2_modules_b1_modules_se_modules_fc2_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_s2_modules_b1_modules_se_modules_fc2_parameters_weight_"
	shape = [56, 6, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.191


class Program_weight_tensor_meta_x_21:
	name = "in_9"
	original_name = "x_21"
	shape = [2, 56, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.112
	std = 0.146
