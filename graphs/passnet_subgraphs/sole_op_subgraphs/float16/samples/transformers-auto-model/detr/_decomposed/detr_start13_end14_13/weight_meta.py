class Program_weight_tensor_meta_hidden_states_1:
	name = "in_0"
	original_name = "hidden_states_1"
	shape = [1, 64, 320, 320]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.007
	std = 0.167
