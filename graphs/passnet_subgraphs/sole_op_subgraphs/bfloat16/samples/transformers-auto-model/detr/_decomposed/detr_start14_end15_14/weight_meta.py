class Program_weight_tensor_meta_hidden_states_2:
	name = "in_0"
	original_name = "hidden_states_2"
	shape = [1, 64, 320, 320]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.062
	std = 0.102
