class Program_weight_tensor_meta_k_1:
	name = "in_0"
	original_name = "k_1"
	shape = [1, 4, 16, 196]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.035


class Program_weight_tensor_meta_q_1:
	name = "in_1"
	original_name = "q_1"
	shape = [1, 4, 196, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.035
